// Issue 46: the focus timer and time entries. One timer at a time held by the server, starting
// another stops the first (returned as `stopped`), stopping records an entry, 12 hours at most
// (capped and flagged), manual entries, tasks' actualMinutes in the list, another user's task,
// habit, timer or entry as a 404, and the export and account deletion.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits, timeEntries } from "@/db/schema";
import { timeEntryKey } from "@/lib/server/limit-keys";
import { addDays, todayIn } from "@/lib/tasks/due-dates";
import { MAX_ENTRY_WRITES_PER_HOUR, startTimer, stopTimer } from "@/lib/time-entries/data";
import { signedInClient, type ApiClient } from "../helpers/api-client";

async function task(client: ApiClient, description = "Write the report") {
  const res = await client.post("/api/tasks", { description, category: "business_career" });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
async function habit(client: ApiClient) {
  const res = await client.post("/api/habits", {
    title: "Meditate",
    category: "health",
    target: { times: 1, per: "day" },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const listed = async (client: ApiClient, id: number) =>
  ((await client.get("/api/tasks")).body as { id: number; actualMinutes?: number }[]).find(
    (t) => t.id === id,
  );

describe("focus timer API", () => {
  it("runs one timer at a time, held by the server, and stopping records an entry", async () => {
    const { client } = await signedInClient("timer-one");
    const taskId = await task(client);
    const habitId = await habit(client);
    expect((await client.get("/api/timer")).status).toBe(204);

    const first = await client.post("/api/timer", { taskId });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      taskId,
      habitId: null,
      startedAt: expect.stringMatching(/Z$/),
      stopped: null,
    });
    const running = await client.get("/api/timer");
    expect(running.status).toBe(200);
    expect(running.body).toEqual({
      id: first.body.id,
      taskId,
      habitId: null,
      startedAt: first.body.startedAt,
    });

    // Starting another stops the first and says so.
    const second = await client.post("/api/timer", { habitId });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ taskId: null, habitId });
    expect(second.body.stopped).toMatchObject({
      id: first.body.id,
      taskId,
      habitId: null,
      startedAt: first.body.startedAt,
      endedAt: expect.any(String),
      minutes: 0,
      capped: false,
    });
    expect((await client.get("/api/timer")).body.id).toBe(second.body.id);

    const stopped = await client.request("DELETE", "/api/timer");
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({
      id: second.body.id,
      taskId: null,
      habitId,
      startedAt: second.body.startedAt,
      endedAt: expect.any(String),
      minutes: 0,
      capped: false,
      manual: false,
    });
    expect((await client.get("/api/timer")).status).toBe(204);
    const again = await client.request("DELETE", "/api/timer");
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/timer/i);
  });

  it("counts the minutes it ran, and caps a timer left running overnight at 12 hours, flagged", async () => {
    const { client, user } = await signedInClient("timer-minutes");
    const taskId = await task(client);
    const t0 = new Date("2026-11-26T08:00:00Z");
    await startTimer(user.id, { taskId }, t0);
    const short = await stopTimer(user.id, new Date(t0.getTime() + 25 * 60_000 + 20_000));
    expect(short).toMatchObject({ minutes: 25, capped: false, date: "2026-11-26" });
    await startTimer(user.id, { taskId }, t0);
    const overnight = await stopTimer(user.id, new Date(t0.getTime() + 15 * 3_600_000));
    expect(overnight).toMatchObject({ minutes: 720, capped: true });
    expect(Date.parse(overnight.endedAt!) - Date.parse(overnight.startedAt!)).toBe(15 * 3_600_000);
    // The task's actual minutes are the sum of its entries, in the list.
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 745 });
  });

  it("two starts at once leave exactly one timer running", async () => {
    const { client } = await signedInClient("timer-race");
    const taskId = await task(client);
    const answers = await Promise.all([
      client.post("/api/timer", { taskId }),
      client.post("/api/timer", { taskId }),
      client.post("/api/timer", { taskId }),
    ]);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const { user } = { user: (await client.get("/api/user")).body };
    const db = await getDb();
    const rows = await db.select().from(timeEntries).where(eq(timeEntries.userId, user.id));
    expect(rows.filter((r) => r.minutes === null)).toHaveLength(1);
  });

  it("refuses bad starts: nothing, both, junk ids; another user's task or habit is a 404", async () => {
    const owner = await signedInClient("timer-owner");
    const other = await signedInClient("timer-other");
    const taskId = await task(owner.client);
    const habitId = await habit(owner.client);
    for (const body of [{}, { taskId, habitId }, { taskId: 0 }, { taskId: "1" }, { task: 1 }])
      expect((await other.client.post("/api/timer", body)).status, JSON.stringify(body)).toBe(400);
    expect((await other.client.post("/api/timer", { taskId })).status).toBe(404);
    expect((await other.client.post("/api/timer", { habitId })).status).toBe(404);
    expect((await other.client.post("/api/timer", { taskId: 2_000_000_000 })).status).toBe(404);
    // The owner's timer is theirs alone.
    expect((await owner.client.post("/api/timer", { taskId })).status).toBe(201);
    expect((await other.client.get("/api/timer")).status).toBe(204);
    expect((await other.client.request("DELETE", "/api/timer")).status).toBe(404);
    expect((await owner.client.get("/api/timer")).status).toBe(200);
  });
});

describe("time entries API", () => {
  it("adds time by hand, lists it by day, and deletes it", async () => {
    const { client } = await signedInClient("entries-manual");
    const taskId = await task(client);
    const untouched = await task(client, "Untouched");
    const habitId = await habit(client);
    const today = todayIn("UTC");
    const made = await client.post("/api/time-entries", { taskId, date: today, minutes: 40 });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(Number),
      taskId,
      habitId: null,
      date: today,
      startedAt: null,
      endedAt: null,
      minutes: 40,
      capped: false,
      manual: true,
    });
    const old = await client.post("/api/time-entries", {
      habitId,
      date: addDays(today, -40),
      minutes: 15,
    });
    expect(old.status).toBe(201);
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 40 });
    expect(await listed(client, untouched)).not.toHaveProperty("actualMinutes");

    const recent = await client.get("/api/time-entries");
    expect(recent.status).toBe(200);
    expect(recent.body.map((e: { id: number }) => e.id)).toEqual([made.body.id]); // last 30 days
    const all = await client.get(`/api/time-entries?from=${addDays(today, -60)}&to=${today}`);
    expect(all.body.map((e: { id: number }) => e.id)).toEqual([old.body.id, made.body.id]);

    expect((await client.request("DELETE", `/api/time-entries/${made.body.id}`)).status).toBe(204);
    expect(await listed(client, taskId)).not.toHaveProperty("actualMinutes");
    expect((await client.request("DELETE", `/api/time-entries/${made.body.id}`)).status).toBe(404);
  });

  it("refuses bad entries and bad ranges with a 400 naming the field", async () => {
    const { client } = await signedInClient("entries-bad");
    const taskId = await task(client);
    const today = todayIn("UTC");
    const cases: [Record<string, unknown>, string][] = [
      [{ taskId, date: today, minutes: 0 }, "minutes"],
      [{ taskId, date: today, minutes: 1441 }, "minutes"],
      [{ taskId, date: today, minutes: 2.5 }, "minutes"],
      [{ taskId, date: addDays(today, 1), minutes: 5 }, "date"],
      [{ taskId, date: "2026-02-30", minutes: 5 }, "date"],
      [{ date: today, minutes: 5 }, ""],
      [{ taskId, habitId: 1, date: today, minutes: 5 }, ""],
    ];
    for (const [body, field] of cases) {
      const res = await client.post("/api/time-entries", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    for (const q of [
      `?from=${today}&to=${addDays(today, -1)}`,
      `?from=${addDays(today, -400)}&to=${today}`,
      "?from=yesterday",
      "?days=3",
    ])
      expect((await client.get(`/api/time-entries${q}`)).status, q).toBe(400);
  });

  it("another user's task, habit or entry is a 404 and stays as it was", async () => {
    const owner = await signedInClient("entries-owner");
    const other = await signedInClient("entries-other");
    const taskId = await task(owner.client);
    const habitId = await habit(owner.client);
    const today = todayIn("UTC");
    const made = await owner.client.post("/api/time-entries", { taskId, date: today, minutes: 9 });
    const before = (await owner.client.get("/api/time-entries")).text;
    expect(
      (await other.client.post("/api/time-entries", { taskId, date: today, minutes: 5 })).status,
    ).toBe(404);
    expect(
      (await other.client.post("/api/time-entries", { habitId, date: today, minutes: 5 })).status,
    ).toBe(404);
    expect((await other.client.request("DELETE", `/api/time-entries/${made.body.id}`)).status).toBe(
      404,
    );
    expect((await other.client.get("/api/time-entries")).body).toEqual([]);
    expect((await owner.client.get("/api/time-entries")).text).toBe(before);
  });

  it("limits timer starts and manual entries to 300 an hour per user (429)", async () => {
    const { client, user } = await signedInClient("entries-limit");
    const taskId = await task(client);
    const db = await getDb();
    await db.insert(rateLimits).values({
      key: timeEntryKey(user.id),
      count: MAX_ENTRY_WRITES_PER_HOUR,
      windowStart: new Date(),
    });
    const res = await client.post("/api/time-entries", {
      taskId,
      date: todayIn("UTC"),
      minutes: 5,
    });
    expect(res.status).toBe(429);
    expect((await client.post("/api/timer", { taskId })).status).toBe(429);
    expect((await client.get("/api/time-entries")).body).toEqual([]);
  });

  it("is in the export and goes with the account", async () => {
    const { client, user, password } = await signedInClient("entries-export");
    const taskId = await task(client);
    await client.post("/api/time-entries", { taskId, date: todayIn("UTC"), minutes: 30 });
    await client.post("/api/timer", { taskId });
    const data = (await client.get("/api/account/export")).body;
    expect(data.timeEntries).toEqual([
      expect.objectContaining({ taskId, minutes: 30, manual: true }),
      expect.objectContaining({ taskId, minutes: null, startedAt: expect.any(String) }),
    ]);
    expect((await client.request("DELETE", "/api/account", { password })).status).toBeLessThan(300);
    const db = await getDb();
    expect(await db.select().from(timeEntries).where(eq(timeEntries.userId, user.id))).toEqual([]);
  });
});
