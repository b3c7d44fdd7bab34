// The embedded database in its own thread (db/embedded-client.ts, db/embedded-thread.mjs): what
// drizzle relies on from PGlite must hold across the thread: statements and their errors, one
// transaction at a time with COMMIT and ROLLBACK, and dates as PostgreSQL's text.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmbeddedClient, type EmbeddedClient } from "@/db/embedded-client";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balance-embedded-"));
const onExit = vi.fn();
let db: EmbeddedClient;

beforeAll(async () => {
  db = startEmbeddedClient(dir, onExit);
  await db.query("CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz)");
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const count = async () =>
  (await db.query("SELECT count(*)::int AS n FROM notes")).rows[0] as { n: number };

describe("the embedded database's thread", () => {
  it("runs statements with parameters, in both row modes", async () => {
    await db.query("INSERT INTO notes (id, body) VALUES ($1, $2)", [1, "first"]);
    expect((await db.query("SELECT id, body FROM notes WHERE id = $1", [1])).rows).toEqual([
      { id: 1, body: "first" },
    ]);
    const arrays = await db.query("SELECT id, body FROM notes", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([[1, "first"]]);
    expect(arrays.fields.map((f) => f.name)).toEqual(["id", "body"]);
  });

  it("sends a failed statement's PostgreSQL fields back, and carries on", async () => {
    const err = await db.query("INSERT INTO notes (id, body) VALUES (1, 'again')").catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: "23505", constraint: "notes_pkey" });
    const nullBody = await db.query("INSERT INTO notes (id) VALUES (2)").catch((e) => e);
    expect(nullBody).toMatchObject({ code: "23502" });
    expect(await count()).toEqual({ n: 1 });
    expect(onExit).not.toHaveBeenCalled();
  });

  it("returns the types drizzle asks for as text untouched, and the others parsed", async () => {
    await db.query("UPDATE notes SET at = '2026-11-27 10:00:00+00' WHERE id = 1");
    const same = (v: string) => v;
    const raw = await db.query("SELECT at, id FROM notes", [], { parsers: { 1184: same } });
    expect(raw.rows[0]).toEqual({ at: "2026-11-27 10:00:00+00", id: 1 });
    const parsed = await db.query("SELECT at FROM notes");
    expect((parsed.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    // A parser that changes values cannot cross the thread: refused, not silently dropped.
    expect(() =>
      db.query("SELECT at FROM notes", [], { parsers: { 1184: (v) => `!${v}` } }),
    ).toThrow(/identity parsers/);
  });

  it("commits a transaction, and rolls one back when its work throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes (id, body) VALUES (10, 'kept')");
    });
    const failed = await db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO notes (id, body) VALUES (11, 'gone')");
        throw new Error("changed my mind");
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe("changed my mind");
    const ids = (await db.query("SELECT id FROM notes ORDER BY id")).rows;
    expect(ids).toEqual([{ id: 1 }, { id: 10 }]);
  });

  it("a statement outside an open transaction waits for it, as with PGlite in one thread", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO notes (id, body) VALUES (20, 'inside')");
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    let seen: number | null = null;
    const outside = count().then(({ n }) => (seen = n));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toBeNull();
    release();
    await transaction;
    await outside;
    expect(seen).toBe(3);
  });

  it("a failed statement inside a transaction fails it as a whole", async () => {
    const err = await db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO notes (id, body) VALUES (30, 'first half')");
        await tx.query("INSERT INTO notes (id, body) VALUES (30, 'duplicate')");
      })
      .catch((e) => e);
    expect(err).toMatchObject({ code: "23505" });
    expect((await db.query("SELECT id FROM notes WHERE id = 30")).rows).toEqual([]);
    expect(await count()).toEqual({ n: 3 });
  });
});
