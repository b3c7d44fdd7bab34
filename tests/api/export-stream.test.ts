// GET /api/account/export streamed (docs/decisions/export-stream.md): the bytes are exactly what
// JSON.stringify(export, null, 2) wrote when the export was built whole, the large tables are read
// in keyset-paged batches (crossing batch boundaries here), and a 13,000-task account is exported
// without holding it in memory or the event loop for long.
import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { taskItems, tasks, timeEntries } from "@/db/schema";
import { exportStream, exportUserData } from "@/lib/account/export";
import { taskListWritten } from "@/lib/tasks/list-cache";
import { signedInClient } from "../helpers/api-client";

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** `n` tasks (every third completed), three checklist items on every fifth, a time entry on every seventh. */
async function seed(userId: string, n: number) {
  const db = await getDb();
  const ids: number[] = [];
  for (let at = 0; at < n; at += 1000) {
    const rows = await db
      .insert(tasks)
      .values(
        Array.from({ length: Math.min(1000, n - at) }, (_, k) => {
          const i = at + k;
          return {
            userId,
            description: `Task ${i}: "quoted", back\\slash, line\nbreak, café 🧘`,
            category: i % 2 ? ("health" as const) : ("finances" as const),
            completed: i % 3 === 0,
            completedAt: i % 3 === 0 ? new Date(Date.UTC(2026, 9, 1) + i * 60_000) : null,
            order: i,
            notes: i % 11 === 0 ? `Notes of ${i}\nsecond line` : null,
          };
        }),
      )
      .returning({ id: tasks.id });
    ids.push(...rows.map((r) => r.id));
  }
  const items = ids
    .filter((_, i) => i % 5 === 0)
    // Equal orders within a task: the id breaks the tie, also across batches.
    .flatMap((taskId) =>
      [0, 1, 1].map((order, j) => ({ taskId, userId, text: `Item ${j}`, order })),
    );
  for (let at = 0; at < items.length; at += 1000)
    await db.insert(taskItems).values(items.slice(at, at + 1000));
  const entries = ids
    .filter((_, i) => i % 7 === 0)
    .map((taskId, i) => ({
      userId,
      taskId,
      date: "2026-10-01",
      minutes: (i % 90) + 1,
      manual: true,
    }));
  for (let at = 0; at < entries.length; at += 1000)
    await db.insert(timeEntries).values(entries.slice(at, at + 1000));
  taskListWritten(userId);
}

/** The three tables as the export read them when it was built whole: one query each. */
async function wholeTables(userId: string) {
  const db = await getDb();
  return {
    tasks: await db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(tasks.id),
    taskItems: await db
      .select()
      .from(taskItems)
      .where(eq(taskItems.userId, userId))
      .orderBy(taskItems.taskId, taskItems.order, taskItems.id),
    timeEntries: await db
      .select({
        id: timeEntries.id,
        taskId: timeEntries.taskId,
        habitId: timeEntries.habitId,
        date: timeEntries.date,
        startedAt: timeEntries.startedAt,
        endedAt: timeEntries.endedAt,
        minutes: timeEntries.minutes,
        capped: timeEntries.capped,
        manual: timeEntries.manual,
        corrected: timeEntries.corrected,
      })
      .from(timeEntries)
      .where(eq(timeEntries.userId, userId))
      .orderBy(asc(timeEntries.id)),
  };
}

describe("the streamed export", { timeout: 300_000 }, () => {
  it("writes byte for byte what the whole export wrote, across batch boundaries", async () => {
    const { client, user } = await signedInClient("export-stream");
    await client.post("/api/journals", {
      title: "A day",
      content: "Notes\nof it",
      category: "health",
    });
    await seed(user.id, 2_345);
    const now = new Date("2026-11-27T12:00:00.000Z");
    const streamed = await text(await exportStream(user.id, now));
    // What it held before: the parts as read whole, the large tables by one query each.
    const whole = { ...(await exportUserData(user.id, now)) };
    Object.assign(whole, await wholeTables(user.id));
    expect(whole.tasks).toHaveLength(2_346); // and the welcome task
    expect(whole.taskItems.length).toBeGreaterThan(1_000);
    expect(streamed).toBe(JSON.stringify(whole, null, 2));
    expect(JSON.parse(streamed)).toEqual(JSON.parse(JSON.stringify(whole)));
  });

  it("an empty table is [] and the route keeps its headers", async () => {
    const { client, user } = await signedInClient("export-stream-empty");
    const db = await getDb();
    await db.delete(tasks).where(eq(tasks.userId, user.id));
    taskListWritten(user.id);
    const res = await client.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="balance-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.text).toMatch(/\n {2}"tasks": \[\],\n {2}"taskItems": \[\],\n/);
    const { exportedAt, ...body } = JSON.parse(res.text);
    const { exportedAt: _at, ...whole } = JSON.parse(JSON.stringify(await exportUserData(user.id)));
    expect(typeof exportedAt).toBe("string");
    expect(body).toEqual(whole);
  });

  it("13,000 tasks: streamed in bounded pieces, measured against the whole build", async () => {
    const { user } = await signedInClient("export-stream-big");
    await seed(user.id, 13_000);
    // The event loop's longest stall while exporting: a 1 ms timer's worst lateness.
    let last = performance.now();
    let worst = 0;
    const timer = setInterval(() => {
      const t = performance.now();
      worst = Math.max(worst, t - last - 1);
      last = t;
    }, 1);
    global.gc?.();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    let bytes = 0;
    let largest = 0;
    const started = performance.now();
    const reader = (await exportStream(user.id)).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      largest = Math.max(largest, value.byteLength);
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    const streamedMs = performance.now() - started;
    clearInterval(timer);
    const streamWorst = worst;

    // The same export built whole, as it was before, for comparison.
    worst = 0;
    last = performance.now();
    const timer2 = setInterval(() => {
      const t = performance.now();
      worst = Math.max(worst, t - last - 1);
      last = t;
    }, 1);
    global.gc?.();
    const base2 = process.memoryUsage().heapUsed;
    const t2 = performance.now();
    const whole = { ...(await exportUserData(user.id)), ...(await wholeTables(user.id)) };
    const json = JSON.stringify(whole, null, 2);
    const wholeMs = performance.now() - t2;
    const wholeHeap = process.memoryUsage().heapUsed - base2;
    await new Promise((r) => setTimeout(r, 5));
    clearInterval(timer2);
    console.log(
      `export of 13,000 tasks: streamed ${(bytes / 1e6).toFixed(1)} MB in ${streamedMs.toFixed(0)} ms, ` +
        `largest piece ${(largest / 1e3).toFixed(0)} kB, heap at most +${((peak - base) / 1e6).toFixed(1)} MB ` +
        `(garbage included), longest event-loop stall ${streamWorst.toFixed(0)} ms; ` +
        `built whole: ${(json.length / 1e6).toFixed(1)} MB in ${wholeMs.toFixed(0)} ms, ` +
        `heap +${(wholeHeap / 1e6).toFixed(1)} MB, longest stall ${worst.toFixed(0)} ms`,
    );
    expect(bytes).toBe(Buffer.byteLength(json));
    // What is held at a time is a batch: its piece is a small part of the file. (The stalls are
    // printed, not asserted: on a shared machine a timer's lateness is mostly other processes'.)
    expect(largest).toBeLessThan(bytes / 20);
    expect(streamWorst).toBeGreaterThanOrEqual(0);
  });
});
