// The task list cache (lib/tasks/list-cache.ts): what a read may keep when writes race it, and that it
// is off with DATABASE_URL. That every write to tasks marks the list is ESLint's rule
// (scripts/eslint-task-writes.mjs, tests/unit/task-writes-rule.test.ts).
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import {
  cachedTaskList,
  isTaskListCached,
  MAX_CACHED_CHARS,
  taskListCacheSize,
  taskListWritten,
} from "@/lib/tasks/list-cache";

const db = {} as Db;
let counter = 0;
const newUser = () => `user-${++counter}`;

function deferred() {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

/** A load that counts its calls and answers what the "database" holds when it is called. */
function source(initial: string) {
  const s = { value: initial, calls: 0, load: async () => (s.calls++, s.value) };
  return s;
}

afterEach(() => {
  delete process.env.DATABASE_URL;
});

describe("task list cache", () => {
  it("serves a list from memory until the user's next write", async () => {
    const user = newUser();
    const src = source("[1]");
    expect(await cachedTaskList(db, user, src.load)).toBe("[1]");
    expect(await cachedTaskList(db, user, src.load)).toBe("[1]");
    expect(src.calls).toBe(1);
    src.value = "[1,2]";
    taskListWritten(user);
    expect(await cachedTaskList(db, user, src.load)).toBe("[1,2]");
    expect(src.calls).toBe(2);
  });

  it("does not keep a read that a write finished during", async () => {
    const user = newUser();
    const slow = deferred();
    const reading = cachedTaskList(db, user, () => slow.promise);
    taskListWritten(user); // the write answers while the read is still running
    slow.resolve("[old]");
    expect(await reading).toBe("[old]"); // that reader was concurrent with the write: either answer is fair
    expect(isTaskListCached(user)).toBe(false);
    const src = source("[new]");
    expect(await cachedTaskList(db, user, src.load)).toBe("[new]");
    expect(src.calls).toBe(1);
  });

  it("does not let a read that started after a write join one that started before it", async () => {
    const user = newUser();
    const before = deferred();
    const first = cachedTaskList(db, user, () => before.promise);
    const joined = cachedTaskList(db, user, async () => "[joined must not load]");
    taskListWritten(user);
    const after = cachedTaskList(db, user, async () => "[after]");
    before.resolve("[before]");
    expect(await first).toBe("[before]");
    expect(await joined).toBe("[before]"); // started before the write finished: shares the first read
    expect(await after).toBe("[after]");
    expect(await cachedTaskList(db, user, async () => "[unexpected load]")).toBe("[after]");
  });

  it("shares one load between concurrent misses", async () => {
    const user = newUser();
    const src = source("[1]");
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cachedTaskList(db, user, src.load)),
    );
    expect(results).toEqual(Array(5).fill("[1]"));
    expect(src.calls).toBe(1);
  });

  it("keeps nothing when a load fails", async () => {
    const user = newUser();
    await expect(
      cachedTaskList(db, user, async () => Promise.reject(new Error("down"))),
    ).rejects.toThrow("down");
    expect(isTaskListCached(user)).toBe(false);
    expect(await cachedTaskList(db, user, async () => "[ok]")).toBe("[ok]");
  });

  it("keeps users and databases apart", async () => {
    const a = newUser();
    const b = newUser();
    await cachedTaskList(db, a, async () => "[a]");
    await cachedTaskList(db, b, async () => "[b]");
    taskListWritten(a);
    expect(isTaskListCached(a)).toBe(false);
    expect(isTaskListCached(b)).toBe(true);
    const otherDb = {} as Db;
    expect(await cachedTaskList(otherDb, b, async () => "[b elsewhere]")).toBe("[b elsewhere]");
  });

  it("is off when DATABASE_URL names a server (other instances may write)", async () => {
    process.env.DATABASE_URL = "postgres://u@127.0.0.1:5432/db";
    const user = newUser();
    const src = source("[1]");
    await cachedTaskList(db, user, src.load);
    await cachedTaskList(db, user, src.load);
    expect(src.calls).toBe(2);
    expect(isTaskListCached(user)).toBe(false);
  });

  it("stays within its size budget, dropping the least recently read lists", async () => {
    const big = "x".repeat(MAX_CACHED_CHARS / 8);
    const users = Array.from({ length: 10 }, newUser);
    for (const u of users) await cachedTaskList(db, u, async () => big);
    expect(taskListCacheSize().chars).toBeLessThanOrEqual(MAX_CACHED_CHARS);
    expect(isTaskListCached(users[0]!)).toBe(false);
    expect(isTaskListCached(users[9]!)).toBe(true);
    const tooBig = newUser();
    await cachedTaskList(db, tooBig, async () => big + "x");
    expect(isTaskListCached(tooBig)).toBe(false);
    for (const u of users) taskListWritten(u);
  });
});
