// GET /api/tasks: the JSON the database builds, and the in-process list cache (lib/tasks/list-cache.ts)
// that is on only with the embedded database. Every writer of a user's tasks must be visible on the
// very next GET: each test reads the list first (so it is cached), writes, then reads again.
import { describe, expect, it } from "vitest";
import { asc, desc, eq, sql } from "drizzle-orm";
import { databaseIsProcessLocal, getDb } from "@/db/client";
import { taskItems, tasks, users } from "@/db/schema";
import { createTasks, reorderTasks } from "@/lib/tasks/data";
import { toTaskDto } from "@/lib/tasks/task-columns";
import { listTasks } from "@/lib/tasks/list-json";
import { isTaskListCached } from "@/lib/tasks/list-cache";
import { signedInClient, type ApiClient } from "../helpers/api-client";

type Row = {
  id: number;
  description: string;
  order: number;
  completed: boolean;
  important: boolean;
  category: string;
};

async function makePremium(userId: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ freePremiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, userId));
}

/**
 * The list as the old drizzle path built it: rows mapped by toTaskDto, serialised by
 * JSON.stringify; the list leaves the notes out (issue 43).
 */
async function referenceJson(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.order), desc(tasks.createdAt), desc(tasks.id));
  return JSON.stringify(
    rows.map((r) => {
      const { notes: _notes, ...dto } = toTaskDto(r);
      return dto;
    }),
  );
}

async function list(client: ApiClient): Promise<Row[]> {
  const res = await client.get<Row[]>("/api/tasks");
  expect(res.status).toBe(200);
  return res.body;
}

describe("GET /api/tasks", () => {
  it("sends exactly what JSON.stringify of the task DTOs would, in list order", async () => {
    const { client, user } = await signedInClient("list-json");
    const awkward = [
      `Quote " and backslash \\ and slash /`,
      "Line one\nline two\ttabbed\r\nwindows",
      "Controls \u0001\u0008\u000b\u000c\u001f and DEL \u007f",
      "Unicode: café, Ελληνικά, 日本語, emoji 🧘‍♀️, separators \u2028 \u2029",
      "<script>alert('x')</script> & ampersand",
    ];
    const ids: number[] = [];
    for (const description of awkward) {
      const res = await client.post("/api/tasks", { description, category: "health" });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    await client.patch(`/api/tasks/${ids[1]}`, { completed: true, important: true });
    // Equal orders fall back to newest first, then highest id.
    await client.post("/api/tasks/reorder", { tasks: ids.map((id) => ({ id, order: 7 })) });

    const res = await client.get("/api/tasks");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.text).toBe(await referenceJson(user.id));
    expect(res.body.find((t: Row) => t.id === ids[1])).toMatchObject({
      completed: true,
      completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(JSON.stringify(await listTasks(user.id))).toBe(res.text);
  });

  it("sends [] for a user without tasks", async () => {
    const { client } = await signedInClient("list-empty");
    const [welcome] = await list(client);
    await client.delete(`/api/tasks/${welcome!.id}`);
    expect((await client.get("/api/tasks")).text).toBe("[]");
  });
});

describe("every task write is visible on the next GET", () => {
  it("create, update, delete and reorder", async () => {
    const { client } = await signedInClient("fresh-crud");
    expect(await list(client)).toHaveLength(1);
    const { body: a } = await client.post("/api/tasks", {
      description: "First fresh task",
      category: "health",
    });
    expect((await list(client)).map((t) => t.id)).toContain(a.id);
    const { body: b } = await client.post("/api/tasks", {
      description: "Second fresh task",
      category: "health",
    });
    expect((await list(client))[0]!.id).toBe(b.id);

    await client.patch(`/api/tasks/${a.id}`, { completed: true });
    expect((await list(client)).find((t) => t.id === a.id)?.completed).toBe(true);
    await client.patch(`/api/tasks/${a.id}`, {
      description: "Renamed fresh task",
      important: true,
    });
    expect((await list(client)).find((t) => t.id === a.id)).toMatchObject({
      description: "Renamed fresh task",
      important: true,
    });

    const ids = (await list(client)).map((t) => t.id).reverse();
    await client.post("/api/tasks/reorder", { tasks: ids.map((id, order) => ({ id, order })) });
    expect((await list(client)).map((t) => t.id)).toEqual(ids);

    await client.delete(`/api/tasks/${b.id}`);
    expect((await list(client)).map((t) => t.id)).not.toContain(b.id);
  });

  it("a failed write still forgets the list (it may have committed)", async () => {
    const { client } = await signedInClient("fresh-failed");
    await list(client);
    expect((await client.patch("/api/tasks/2147483647", { completed: true })).status).toBe(404);
    expect(
      (await client.post("/api/tasks/reorder", { tasks: [{ id: 2147483647, order: 1 }] })).body
        .updated,
    ).toBe(0);
    expect(await list(client)).toHaveLength(1);
  });

  it("journal tasks, manual and extracted", async () => {
    const { client, user } = await signedInClient("fresh-journal");
    await makePremium(user.id);
    const { body: entry } = await client.post("/api/journals", {
      title: "Busy week ahead",
      content: "Today I felt tired.\nI need to book a dentist appointment and call my mom.",
      category: "health",
    });
    const before = (await list(client)).length;
    const manual = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [{ description: "Water the plants", category: "physical_environment" }],
    });
    expect(manual.status).toBe(201);
    expect((await list(client))[0]!.description).toBe("Water the plants");

    const extracted = await client.post(`/api/journals/${entry.id}/extract-tasks`);
    expect(extracted.status).toBe(200);
    expect(extracted.body.tasks.length).toBeGreaterThan(0);
    expect(await list(client)).toHaveLength(before + 1 + extracted.body.tasks.length);
  });

  it("prioritize saves a new order that the next GET shows", async () => {
    const { client } = await signedInClient("fresh-prio");
    await client.post("/api/tasks", {
      description: "Organize old photos someday",
      category: "fun_recreation",
    });
    const { body: urgent } = await client.post("/api/tasks", {
      description: "Pay the electricity bill by tomorrow, urgent",
      category: "finances",
      important: true,
    });
    const open = (await list(client)).filter((t) => !t.completed);
    const orders = open.map((t) => t.order);
    expect(
      (await client.post("/api/tasks/prioritize", { tasks: open.map((t) => ({ id: t.id })) }))
        .status,
    ).toBe(200);
    const after = (await list(client)).filter((t) => !t.completed);
    expect(after[0]!.id).toBe(urgent.id);
    expect(after.map((t) => t.order)).toEqual(after.map((_, i) => i));
    expect(after.map((t) => t.order)).not.toEqual(orders);
  });

  it("deleting the account forgets the user's list", async () => {
    const { client, user, password } = await signedInClient("fresh-delete");
    await list(client);
    if (databaseIsProcessLocal()) expect(isTaskListCached(user.id)).toBe(true);
    expect((await client.request("DELETE", "/api/account", { password })).status).toBe(200);
    expect(isTaskListCached(user.id)).toBe(false);
    expect(await listTasks(user.id)).toEqual([]);
  });
});

describe("the list cache", () => {
  it("a write behind the app's back: unseen on the embedded database, seen at once on a shared one", async () => {
    const { client, user } = await signedInClient("cache-scope");
    const before = await list(client);
    // Not a path the app has on the embedded database (every app write marks the list); with
    // DATABASE_URL it is what another instance's write looks like to this one.
    const db = await getDb();
    await db.insert(tasks).values({
      userId: user.id,
      description: "Written by another process",
      category: "health",
      order: -100,
    });
    const after = await list(client);
    if (databaseIsProcessLocal()) expect(after).toEqual(before);
    else expect(after[0]!.description).toBe("Written by another process");
    // With DATABASE_URL nothing is held: every read builds the list (issue 42).
    expect(isTaskListCached(user.id)).toBe(databaseIsProcessLocal());
  });

  it("on a shared database every kind of write behind the app's back is seen on the next GET", async () => {
    if (databaseIsProcessLocal()) return; // covered above: there every write goes through the app
    const { client, user } = await signedInClient("cache-behind");
    const db = await getDb();
    const [first] = await list(client);
    await db.execute(
      sql`UPDATE ${tasks} SET description = 'Renamed elsewhere' WHERE id = ${first!.id}`,
    );
    expect((await list(client))[0]!.description).toBe("Renamed elsewhere");
    await db
      .insert(taskItems)
      .values({ taskId: first!.id, userId: user.id, text: "Step", order: 0 });
    expect((await list(client))[0]).toMatchObject({ checklist: { done: 0, total: 1 } });
    await db.execute(sql`UPDATE ${taskItems} SET done = true WHERE task_id = ${first!.id}`);
    expect((await list(client))[0]).toMatchObject({ checklist: { done: 1, total: 1 } });
    await db.execute(sql`DELETE FROM ${tasks} WHERE id = ${first!.id}`);
    expect(await list(client)).toEqual([]);
  });
});

describe("the list cache across users", () => {
  it("keeps users apart", async () => {
    const alice = await signedInClient("cache-alice");
    const bob = await signedInClient("cache-bob");
    await list(alice.client);
    await list(bob.client);
    await alice.client.post("/api/tasks", { description: "Alice only task", category: "health" });
    expect((await list(alice.client))[0]!.description).toBe("Alice only task");
    expect((await list(bob.client)).map((t) => t.description)).not.toContain("Alice only task");
  });
});

describe("reorder", () => {
  it("writes only what changed but counts every named row of the user, and leaves the exact order asked for", async () => {
    const { client } = await signedInClient("reorder-partial");
    for (const d of ["Alpha task", "Beta task", "Gamma task", "Delta task"])
      await client.post("/api/tasks", { description: d, category: "health" });
    const ids = (await list(client)).map((t) => t.id);
    const first = await client.post("/api/tasks/reorder", {
      tasks: ids.map((id, order) => ({ id, order })),
    });
    expect(first.body.updated).toBe(ids.length);
    // Swap two, keep the rest where they are (unchanged rows are not rewritten, still counted).
    const swapped = [ids[0]!, ids[2]!, ids[1]!, ...ids.slice(3)];
    const again = await client.post("/api/tasks/reorder", {
      tasks: swapped.map((id, order) => ({ id, order })),
    });
    expect(again.body.updated).toBe(ids.length);
    expect((await list(client)).map((t) => [t.id, t.order])).toEqual(
      swapped.map((id, order) => [id, order]),
    );
    // Nothing changes: still a success naming every row.
    expect(
      (
        await client.post("/api/tasks/reorder", {
          tasks: swapped.map((id, order) => ({ id, order })),
        })
      ).body.updated,
    ).toBe(ids.length);
  });

  it(
    "concurrent reorders of one list never deadlock and leave exactly one of the requested orders",
    { timeout: 120_000 },
    async () => {
      // On PostgreSQL (scripts/with-postgres.sh) these run on separate pooled connections at once; an
      // UPDATE that locks rows in plan order instead of id order deadlocks here within a few rounds.
      const { user } = await signedInClient("reorder-race");
      await createTasks(
        user.id,
        Array.from({ length: 300 }, (_, i) => ({
          description: `Race task ${i}`,
          category: "health" as const,
          aiCategory: null,
        })),
      );
      const ids = (await listTasks(user.id)).map((t) => t.id);
      // Permutations made of a few swaps: many rows keep their place, so the unchanged-row skip is raced too.
      const permutation = () => {
        const p = [...ids];
        for (let k = 0; k < 40; k++) {
          const i = Math.floor(Math.random() * p.length);
          const j = Math.floor(Math.random() * p.length);
          [p[i], p[j]] = [p[j]!, p[i]!];
        }
        return p;
      };
      for (let round = 0; round < 8; round++) {
        const perms = Array.from({ length: 6 }, permutation);
        const results = await Promise.allSettled(
          perms.map((p) => reorderTasks(user.id, { tasks: p.map((id, order) => ({ id, order })) })),
        );
        expect(results.filter((r) => r.status === "rejected")).toEqual([]);
        const now = new Map((await listTasks(user.id)).map((t) => [t.id, t.order]));
        expect(
          perms.some((p) => p.every((id, k) => now.get(id) === k)),
          `round ${round + 1} left a mixture`,
        ).toBe(true);
      }
    },
  );

  // Besides user_id, only the search vector (migration 0010) is indexed: it is generated from the
  // description alone, so a tick or a reorder recomputes the same value and stays a HOT update.
  it("the tasks table is set up for in-place updates (user_id and search indexes only, fillfactor 80)", async () => {
    const db = await getDb();
    const idx = await db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'tasks' AND indexname <> 'tasks_pkey'`,
    );
    expect(
      (idx as unknown as { rows: { indexdef: string }[] }).rows.map((r) =>
        r.indexdef.replace(/public\./g, ""),
      ),
    ).toEqual([
      "CREATE INDEX tasks_user_id_idx ON tasks USING btree (user_id)",
      "CREATE INDEX tasks_search_idx ON tasks USING gin (search)",
    ]);
    const rel = await db.execute(sql`SELECT reloptions FROM pg_class WHERE relname = 'tasks'`);
    expect(
      String((rel as unknown as { rows: { reloptions: unknown }[] }).rows[0]!.reloptions),
    ).toContain("fillfactor=80");
  });
});
