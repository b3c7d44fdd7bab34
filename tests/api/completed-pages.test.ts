// Completed tasks a page at a time (docs/decisions/completed-pages.md): GET /api/tasks carries every
// open task and the 50 most recently completed; GET /api/tasks/completed walks the rest, newest
// first, each exactly once, and sums every completed task for the wheels and the analysis.
import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks, timeEntries } from "@/db/schema";
import { taskListWritten } from "@/lib/tasks/list-cache";
import { COMPLETED_IN_LIST, completedCursor } from "@/lib/tasks/completed-pages";
import { signedInClient, type ApiClient } from "../helpers/api-client";

type Row = {
  id: number;
  description: string;
  completed: boolean;
  completedAt: string | null;
  category: string;
};

const BASE = Date.parse("2026-10-01T12:00:00.000Z");

/**
 * 300 completed tasks written straight to the table: most a minute apart, ten sharing one
 * millisecond (ties broken by id), five with microseconds past it (the key is the millisecond the
 * list shows), and five completed before completion times were kept (null, last); plus 7 open.
 */
async function seed(userId: string) {
  const db = await getDb();
  const rows = Array.from({ length: 300 }, (_, i) => {
    let completedAt: Date | null = new Date(BASE + i * 60_000);
    if (i >= 100 && i < 110) completedAt = new Date(BASE + 100 * 60_000);
    if (i >= 290) completedAt = null;
    return {
      userId,
      description: `Done ${String(i).padStart(3, "0")}`,
      category: i % 3 === 0 ? ("health" as const) : ("business_career" as const),
      completed: true,
      completedAt,
      estimateMinutes: i % 2 === 0 ? 20 : null,
      order: i,
    };
  });
  await db.insert(tasks).values(rows);
  // Microseconds the list's milliseconds do not show.
  await db.execute(
    sql`UPDATE ${tasks} SET completed_at = completed_at + interval '0.000731 second'
      WHERE ${tasks.userId} = ${userId} AND ${tasks.description} LIKE 'Done 20_'`,
  );
  await db.insert(tasks).values(
    Array.from({ length: 7 }, (_, i) => ({
      userId,
      description: `Open ${i}`,
      category: "health" as const,
      order: -i,
    })),
  );
  taskListWritten(userId);
}

/** Every completed task newest first, as the database has them (the reference order). */
async function expectedOrder(userId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: tasks.id, at: tasks.completedAt })
    .from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.completed, true)));
  const ms = (d: Date | null) => (d ? Math.floor(d.getTime()) : -Infinity);
  return rows.sort((a, b) => ms(b.at) - ms(a.at) || b.id - a.id).map((r) => r.id);
}

async function walk(client: ApiClient, limit: number, from?: string) {
  const seen: number[] = [];
  let before = from ?? null;
  for (let calls = 0; calls < 100; calls++) {
    const q = new URLSearchParams({ limit: String(limit) });
    if (before) q.set("before", before);
    const res = await client.get(`/api/tasks/completed?${q}`);
    expect(res.status).toBe(200);
    seen.push(...res.body.tasks.map((t: Row) => t.id));
    for (const t of res.body.tasks as Row[]) expect(t.completed).toBe(true);
    if (res.body.next === null) return seen;
    before = res.body.next;
  }
  throw new Error("the walk did not end");
}

describe("completed tasks a page at a time", () => {
  it("the list holds every open task and only the 50 most recently completed", async () => {
    const { client, user } = await signedInClient("pages-list");
    await seed(user.id);
    const order = await expectedOrder(user.id);
    const list = (await client.get("/api/tasks")).body as Row[];
    const done = list.filter((t) => t.completed);
    expect(done).toHaveLength(COMPLETED_IN_LIST);
    expect(new Set(done.map((t) => t.id))).toEqual(new Set(order.slice(0, COMPLETED_IN_LIST)));
    // The welcome task and the 7 seeded open ones.
    expect(list.filter((t) => !t.completed)).toHaveLength(8);
  });

  it("walks all 300 completed tasks exactly once, newest first, whatever the page size", async () => {
    const { client, user } = await signedInClient("pages-walk");
    await seed(user.id);
    const order = await expectedOrder(user.id);
    expect(order).toHaveLength(300);
    for (const limit of [50, 64, 200, 7]) {
      const seen = await walk(client, limit);
      expect(seen, `limit ${limit}`).toEqual(order);
    }
  }, 60_000);

  it("'Show more' from the list's oldest completed task brings exactly the rest", async () => {
    const { client, user } = await signedInClient("pages-more");
    await seed(user.id);
    const order = await expectedOrder(user.id);
    const list = (await client.get("/api/tasks")).body as Row[];
    const done = list.filter((t) => t.completed);
    const byId = new Map(done.map((t) => [t.id, t]));
    const oldest = byId.get(order[COMPLETED_IN_LIST - 1]!)!;
    const rest = await walk(client, 50, completedCursor(oldest));
    expect(rest).toEqual(order.slice(COMPLETED_IN_LIST));
  });

  it("a page carries the totals over every completed task, not over the page", async () => {
    const { client, user } = await signedInClient("pages-sum");
    await seed(user.id);
    const db = await getDb();
    const [measured] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.userId, user.id), eq(tasks.description, "Done 003")));
    await db.insert(timeEntries).values({
      userId: user.id,
      taskId: measured!.id,
      date: "2026-10-01",
      startedAt: new Date(BASE),
      endedAt: new Date(BASE + 45 * 60_000),
      minutes: 45,
      manual: true,
    });
    taskListWritten(user.id);
    const res = await client.get("/api/tasks/completed?limit=0");
    expect(res.status).toBe(200);
    expect(res.body.tasks).toEqual([]);
    expect(res.body.next).toBeNull();
    const { summary } = res.body;
    expect(summary.total).toBe(300);
    // i % 3 === 0: 100 health tasks, 50 of them (even i) estimated at 20 minutes.
    expect(summary.areas.health).toEqual({
      count: 100,
      estimated: 50 * 20,
      unestimated: 50,
      measured: 45,
      // "Done 003" (odd: no estimate) has minutes spent, so it leaves the unmeasured ones.
      unmeasuredEstimated: 50 * 20,
      unmeasuredUnestimated: 49,
    });
    expect(summary.areas.business_career.count).toBe(200);
    expect(summary.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it("an unticked task leaves the pages, a ticked one comes first", async () => {
    const { client, user } = await signedInClient("pages-tick");
    await seed(user.id);
    const order = await expectedOrder(user.id);
    await client.patch(`/api/tasks/${order[10]}`, { completed: false });
    const list = (await client.get("/api/tasks")).body as Row[];
    const open = list.find((t) => t.description === "Open 3")!;
    await client.patch(`/api/tasks/${open.id}`, { completed: true });
    const first = await client.get("/api/tasks/completed?limit=5");
    expect(first.body.tasks[0].id).toBe(open.id);
    const all = await walk(client, 100);
    expect(all).not.toContain(order[10]);
    expect(all).toHaveLength(300);
  });
});
