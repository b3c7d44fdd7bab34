// Issue 46: the focus timer and time entries. One timer at a time held by the server, starting
// another stops the first (returned as `stopped`), stopping records an entry, 12 hours at most
// (capped and flagged), manual entries, tasks' actualMinutes in the list, another user's task,
// habit, timer or entry as a 404, and the export and account deletion.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits, timeEntries } from "@/db/schema";
import { timeEntryKey } from "@/lib/server/limit-keys";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
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
      corrected: false,
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
    expect(
      (await other.client.patch(`/api/time-entries/${made.body.id}`, { minutes: 1 })).status,
    ).toBe(404);
    expect((await other.client.get(`/api/time-entries?taskId=${taskId}`)).status).toBe(404);
    expect((await other.client.get(`/api/time-entries?habitId=${habitId}`)).status).toBe(404);
    expect((await owner.client.get("/api/time-entries")).text).toBe(before);
  });

  it("lists one task's or habit's entries on every day, and corrects an entry's minutes", async () => {
    const { client, user } = await signedInClient("entries-correct");
    const taskId = await task(client);
    const otherTask = await task(client, "Another one");
    const habitId = await habit(client);
    const today = todayIn("UTC");
    const old = await client.post("/api/time-entries", {
      taskId,
      date: addDays(today, -90),
      minutes: 20,
    });
    const made = await client.post("/api/time-entries", { taskId, date: today, minutes: 90 });
    await client.post("/api/time-entries", { taskId: otherTask, date: today, minutes: 5 });
    await client.post("/api/time-entries", { habitId, date: today, minutes: 10 });
    // A timer left overnight: capped and flagged; a running one is not listed.
    const t0 = new Date(Date.now() - 20 * 3_600_000);
    await startTimer(user.id, { taskId }, t0);
    const capped = await stopTimer(user.id, new Date(t0.getTime() + 14 * 3_600_000));
    await startTimer(user.id, { taskId });

    const mine = await client.get(`/api/time-entries?taskId=${taskId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.map((e: { id: number }) => e.id).sort()).toEqual(
      [old.body.id, made.body.id, capped.id].sort(),
    );
    expect(mine.body.find((e: { id: number }) => e.id === capped.id)).toMatchObject({
      minutes: 720,
      capped: true,
      manual: false,
    });
    const habitOnes = await client.get(`/api/time-entries?habitId=${habitId}`);
    expect(habitOnes.body).toEqual([expect.objectContaining({ habitId, minutes: 10 })]);
    // from/to still narrow a task's entries.
    const recent = await client.get(
      `/api/time-entries?taskId=${taskId}&from=${addDays(today, -5)}`,
    );
    expect(recent.body.map((e: { id: number }) => e.id)).not.toContain(old.body.id);
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 830 });

    // "It was 40 minutes, not 90": the entry and the task's actual minutes follow.
    const fixed = await client.patch(`/api/time-entries/${made.body.id}`, { minutes: 40 });
    expect(fixed.status).toBe(200);
    expect(made.body.corrected).toBe(false);
    expect(fixed.body).toEqual({ ...made.body, minutes: 40, corrected: true });
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 780 });
    // Correcting a capped timer says how long it really was: the flag goes, the origin stays, and
    // the entry says it was corrected (what the timer measured is no longer its minutes).
    const uncapped = await client.patch(`/api/time-entries/${capped.id}`, { minutes: 600 });
    expect(uncapped.body).toMatchObject({
      minutes: 600,
      capped: false,
      manual: false,
      corrected: true,
    });
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 660 });

    // The running timer has no minutes yet: 409, and it keeps running.
    const runningId = (await client.get("/api/timer")).body.id as number;
    const refused = await client.patch(`/api/time-entries/${runningId}`, { minutes: 5 });
    expect(refused.status).toBe(409);
    expect((await client.get("/api/timer")).body.id).toBe(runningId);
    expect((await client.patch("/api/time-entries/2000000000", { minutes: 5 })).status).toBe(404);
  });

  it("a deleted entry comes back with Undo as it was, once, and only for its owner", async () => {
    const { client, user } = await signedInClient("entries-undo");
    const other = await signedInClient("entries-undo-other");
    const taskId = await task(client);
    const t0 = new Date(Date.now() - 3 * 3_600_000);
    await startTimer(user.id, { taskId }, t0);
    const timed = await stopTimer(user.id, new Date(t0.getTime() + 25 * 60_000));
    const made = await client.post("/api/time-entries", {
      taskId,
      date: todayIn("UTC"),
      minutes: 15,
    });
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 40 });

    expect((await client.delete(`/api/time-entries/${timed.id}`)).status).toBe(204);
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 15 });
    expect((await other.client.post(`/api/time-entries/${timed.id}/restore`)).status).toBe(404);
    const back = await client.post(`/api/time-entries/${timed.id}/restore`);
    expect(back.status).toBe(200);
    expect(back.body).toEqual(timed); // the timer's start and end, not turned into time by hand
    expect(await listed(client, taskId)).toMatchObject({ actualMinutes: 40 });
    expect((await client.post(`/api/time-entries/${timed.id}/restore`)).status).toBe(404);
    expect((await client.post(`/api/time-entries/${made.body.id}/restore`)).status).toBe(404);

    // A discarded running timer comes back only while no other timer runs.
    const first = await client.post("/api/timer", { taskId });
    expect((await client.delete(`/api/time-entries/${first.body.id}`)).status).toBe(204);
    await client.post("/api/timer", { taskId });
    expect((await client.post(`/api/time-entries/${first.body.id}/restore`)).status).toBe(409);
    await client.delete("/api/timer");
    expect((await client.post(`/api/time-entries/${first.body.id}/restore`)).status).toBe(200);
    expect((await client.get("/api/timer")).body.id).toBe(first.body.id);
  });

  it("refuses bad corrections and bad one-task queries with a 400", async () => {
    const { client } = await signedInClient("entries-correct-bad");
    const taskId = await task(client);
    const made = await client.post("/api/time-entries", {
      taskId,
      date: todayIn("UTC"),
      minutes: 30,
    });
    for (const body of [
      {},
      { minutes: 0 },
      { minutes: 1441 },
      { minutes: 2.5 },
      { minutes: "40" },
      { minutes: 40, date: "2026-01-01" },
      null,
    ]) {
      const res = await client.patch(`/api/time-entries/${made.body.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // A path id that is no id is a 404 (like a missing one), as on every [id] route.
    expect((await client.patch("/api/time-entries/abc", { minutes: 5 })).status).toBe(404);
    for (const q of [
      "?taskId=abc",
      "?taskId=0",
      "?taskId=-1",
      "?taskId=99999999999",
      `?taskId=${taskId}&habitId=1`,
    ])
      expect((await client.get(`/api/time-entries${q}`)).status, q).toBe(400);
    expect((await client.get("/api/time-entries")).body[0]).toMatchObject({ minutes: 30 });
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
