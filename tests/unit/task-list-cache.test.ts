// The task list cache (lib/tasks/list-cache.ts): what a read may keep when writes race it, and that it
// is off with DATABASE_URL. That every write to tasks marks the list is ESLint's rule
// (scripts/eslint-task-writes.mjs, tests/unit/task-writes-rule.test.ts).
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import {
  cachedTaskList,
  fingerprintedTaskList,
  HELD_COPY_MS,
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

describe("task list cache with a shared database (fingerprints)", () => {
  /** A database whose list and fingerprint change together; it leaves the list out when asked. */
  function server(initial: string) {
    const s = {
      list: initial,
      version: 1,
      built: 0,
      asked: [] as (string | null)[],
      load: async (known: string | null) => {
        s.asked.push(known);
        const fingerprint = `fp${s.version}`;
        if (known === fingerprint) return { fingerprint, json: null };
        s.built++;
        return { fingerprint, json: s.list };
      },
      write(list: string) {
        s.list = list;
        s.version++;
      },
    };
    return s;
  }

  it("asks every time, and has the list built only after it changed", async () => {
    const user = newUser();
    const db1 = server("[1]");
    expect(await fingerprintedTaskList(db, user, db1.load)).toBe("[1]");
    expect(await fingerprintedTaskList(db, user, db1.load)).toBe("[1]");
    expect(db1.asked).toEqual([null, "fp1"]);
    expect(db1.built).toBe(1);
    db1.write("[1,2]"); // by another instance: this process was not told
    expect(await fingerprintedTaskList(db, user, db1.load)).toBe("[1,2]");
    expect(await fingerprintedTaskList(db, user, db1.load)).toBe("[1,2]");
    expect(db1.asked).toEqual([null, "fp1", "fp1", "fp2"]);
    expect(db1.built).toBe(2);
  });

  it("reads the list again whole once the copy is a minute old (fingerprints can repeat)", async () => {
    const user = newUser();
    const db1 = server("[1]");
    const t0 = 1_000_000;
    await fingerprintedTaskList(db, user, db1.load, t0);
    await fingerprintedTaskList(db, user, db1.load, t0 + HELD_COPY_MS - 1);
    await fingerprintedTaskList(db, user, db1.load, t0 + HELD_COPY_MS);
    expect(db1.asked).toEqual([null, "fp1", null]);
    // The copy read then counts from its own reading.
    await fingerprintedTaskList(db, user, db1.load, t0 + HELD_COPY_MS + 1);
    expect(db1.asked).toEqual([null, "fp1", null, "fp1"]);
  });

  it("a write of this process drops the copy (and its memory)", async () => {
    const user = newUser();
    const db1 = server("[1]");
    await fingerprintedTaskList(db, user, db1.load);
    taskListWritten(user);
    expect(isTaskListCached(user)).toBe(false);
    expect(await fingerprintedTaskList(db, user, db1.load)).toBe("[1]");
    expect(db1.asked).toEqual([null, null]);
  });

  it("a slow, older read finishing last does not make a stale copy count", async () => {
    const user = newUser();
    const db1 = server("[old]");
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = fingerprintedTaskList(db, user, async (known) => {
      const answer = await db1.load(known); // read before the write...
      await gate; // ...answered after the newer read below
      return answer;
    });
    db1.write("[new]");
    expect(await fingerprintedTaskList(db, user, db1.load)).toBe("[new]");
    release();
    expect(await slow).toBe("[old]");
    // The copy held now may be the older one; it carries its own fingerprint, so it is not served.
    expect(await fingerprintedTaskList(db, user, db1.load)).toBe("[new]");
  });

  it("keeps databases apart and keeps nothing when a load fails", async () => {
    const user = newUser();
    const db1 = server("[1]");
    await fingerprintedTaskList(db, user, db1.load);
    const other = server("[elsewhere]");
    expect(await fingerprintedTaskList({} as Db, user, other.load)).toBe("[elsewhere]");
    expect(other.asked).toEqual([null]);
    const failing = newUser();
    await expect(
      fingerprintedTaskList(db, failing, async () => Promise.reject(new Error("down"))),
    ).rejects.toThrow("down");
    expect(isTaskListCached(failing)).toBe(false);
  });

  it("refuses an answer without the list for a fingerprint it did not ask about", async () => {
    const user = newUser();
    await expect(
      fingerprintedTaskList(db, user, async () => ({ fingerprint: "fp1", json: null })),
    ).rejects.toThrow(/left out a list/);
  });
});
