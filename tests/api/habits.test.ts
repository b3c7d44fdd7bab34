// Issue 46: habits and their checks. The shapes and statuses of the API, the 7-days-back
// and future rules in the user's zone, idempotent checks, the cap of 50 active habits, another
// user's habit as a 404, and the export and account deletion.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { habitChecks, habits } from "@/db/schema";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { MAX_ACTIVE_HABITS } from "@/lib/habits/shapes";
import { getHabit } from "@/lib/habits/data";
import { signedInClient, type ApiClient } from "../helpers/api-client";

const daily = { times: 1, per: "day" } as const;

async function create(client: ApiClient, body: Record<string, unknown> = {}) {
  const res = await client.post("/api/habits", {
    title: "Read 20 pages",
    category: "personal_growth",
    target: daily,
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number };
}
const check = (client: ApiClient, id: number, day: string) =>
  client.request("PUT", `/api/habits/${id}/checks/${day}`);
const uncheck = (client: ApiClient, id: number, day: string) =>
  client.request("DELETE", `/api/habits/${id}/checks/${day}`);

describe("habits API", () => {
  it("creates a habit with the issue's shape and lists it", async () => {
    const { client } = await signedInClient("habit-create");
    const res = await client.post("/api/habits", {
      title: "  Run  ",
      category: "health",
      target: { times: 3, per: "week" },
      estimateMinutes: 30,
      reminderTime: "07:30",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: "Run",
      category: "health",
      target: { times: 3, per: "week" },
      estimateMinutes: 30,
      reminderTime: "07:30",
      archived: false,
      streak: { current: 0, longest: 0 },
      period: { done: 0, target: 3 },
      checks: [],
      weekStart: 1,
      totalChecks: 0,
      spentMinutes: 0,
    });
    const list = await client.get("/api/habits");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([res.body]);
    expect((await client.get(`/api/habits/${res.body.id}`)).body).toEqual(res.body);
    const bare = await create(client);
    expect((await client.get(`/api/habits/${bare.id}`)).body).toMatchObject({
      estimateMinutes: null,
      reminderTime: null,
    });
  });

  it("checks a day once however often it is sent, and counts the streak", async () => {
    const { client } = await signedInClient("habit-check");
    const { id } = await create(client);
    const today = todayIn("UTC");
    const first = await check(client, id, today);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      streak: { current: 1, longest: 1 },
      period: { done: 1, target: 1 },
      checks: [today],
    });
    const again = await check(client, id, today);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Three days running, two of them filled in afterwards.
    await check(client, id, addDays(today, -1));
    const three = await check(client, id, addDays(today, -2));
    expect(three.body.streak).toEqual({ current: 3, longest: 3 });
    expect(three.body.checks).toEqual([addDays(today, -2), addDays(today, -1), today]);
    // Undo the middle day: the run is broken, the longest remembers nothing longer than 1 now.
    const undone = await uncheck(client, id, addDays(today, -1));
    expect(undone.status).toBe(200);
    expect(undone.body.streak).toEqual({ current: 1, longest: 1 });
    // Undoing twice is fine too.
    expect((await uncheck(client, id, addDays(today, -1))).status).toBe(200);
    // Today undone: yesterday is not checked, so nothing is running; the day before still counts as longest 1.
    const none = await uncheck(client, id, today);
    expect(none.body).toMatchObject({ streak: { current: 0, longest: 1 }, period: { done: 0 } });
  });

  it("counts a weekly target in weeks", async () => {
    const { client } = await signedInClient("habit-weekly");
    const { id } = await create(client, { target: { times: 2, per: "week" } });
    const today = todayIn("UTC");
    await check(client, id, today);
    const res = await check(client, id, addDays(today, -7));
    // Whatever the weekday, one check this week (not yet 2) does not break the streak, and the
    // previous week's single check did not meet the target: no streak yet.
    expect(res.body.streak).toEqual({ current: 0, longest: 0 });
    expect(res.body.period.target).toBe(2);
    expect(res.body.period.done).toBeGreaterThanOrEqual(1);
  });

  it("counts weeks from the user's week start (Settings), Monday until changed", async () => {
    const { client, user } = await signedInClient("habit-week-start");
    const { id } = await create(client, { target: { times: 2, per: "week" } });
    const db = await getDb();
    // Mon 16, Tue 17, Sat 21 and Sun 22 Nov 2026; read on Wednesday 25 Nov at noon UTC.
    for (const date of ["2026-11-16", "2026-11-17", "2026-11-21", "2026-11-22"])
      await db.insert(habitChecks).values({ habitId: id, userId: user.id, date });
    const now = new Date("2026-11-25T12:00:00Z");
    const read = async (weekStart: number) => {
      expect((await client.patch("/api/settings", { weekStart })).status).toBe(200);
      const habit = await getHabit(user.id, id, now);
      return { weekStart: habit.weekStart, period: habit.period, streak: habit.streak };
    };
    expect(await read(1)).toEqual({
      weekStart: 1,
      period: { done: 0, target: 2 },
      streak: { current: 1, longest: 1 },
    });
    expect(await read(0)).toEqual({
      weekStart: 0,
      period: { done: 1, target: 2 },
      streak: { current: 1, longest: 1 },
    });
    expect(await read(6)).toEqual({
      weekStart: 6,
      period: { done: 2, target: 2 },
      streak: { current: 2, longest: 2 },
    });
    // The list and a check's answer carry the same week start.
    expect((await client.get("/api/habits")).body[0].weekStart).toBe(6);
    expect((await check(client, id, todayIn("UTC"))).body.weekStart).toBe(6);
  });

  it("refuses a day in the future, more than 7 days back, or not a day, naming date", async () => {
    const { client } = await signedInClient("habit-days");
    const { id } = await create(client);
    const today = todayIn("UTC");
    for (const day of [addDays(today, 1), addDays(today, -8), "2026-02-30", "today", "2026-1-1"]) {
      const res = await check(client, id, day);
      expect(res.status, day).toBe(400);
      expect(res.body, day).toMatchObject({ message: expect.any(String), field: "date" });
      expect((await uncheck(client, id, day)).status, day).toBe(400);
    }
    expect((await check(client, id, addDays(today, -7))).status).toBe(200);
  });

  it("reads today in the user's zone, not the server's", async () => {
    const { client } = await signedInClient("habit-zone");
    const { id } = await create(client);
    for (const zone of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      expect((await client.patch("/api/settings", { timeZone: zone })).status).toBe(200);
      const today = todayIn(zone);
      expect((await check(client, id, today)).status, zone).toBe(200);
      expect((await check(client, id, addDays(today, 1))).status, zone).toBe(400);
    }
  });

  it("refuses bad habits with a 400 naming the field", async () => {
    const { client } = await signedInClient("habit-bad");
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: "x".repeat(101) }, "title"],
      [{ category: "sleep" }, "category"],
      [{ target: { times: 3, per: "day" } }, "target.times"],
      [{ target: { times: 8, per: "week" } }, "target.times"],
      [{ target: { times: 0, per: "week" } }, "target.times"],
      [{ target: { times: 2, per: "month" } }, "target.per"],
      [{ estimateMinutes: 0 }, "estimateMinutes"],
      [{ reminderTime: "25:00" }, "reminderTime"],
      [{ goalId: 1 }, ""],
    ];
    for (const [patch, field] of cases) {
      const res = await client.post("/api/habits", {
        title: "Stretch",
        category: "health",
        target: daily,
        ...patch,
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      if (field) expect(res.body.field ?? res.body.message, JSON.stringify(patch)).toContain(field);
    }
  });

  it("edits, archives and deletes", async () => {
    const { client } = await signedInClient("habit-edit");
    const { id } = await create(client);
    const res = await client.patch(`/api/habits/${id}`, {
      title: "Read 30 pages",
      target: { times: 7, per: "week" },
      estimateMinutes: null,
      reminderTime: "21:00",
      archived: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Read 30 pages",
      target: { times: 7, per: "week" },
      reminderTime: "21:00",
      archived: true,
      period: { target: 1 }, // 7 a week is daily
    });
    expect((await client.patch(`/api/habits/${id}`, {})).status).toBe(400);
    expect((await client.request("DELETE", `/api/habits/${id}`)).status).toBe(204);
    expect((await client.get(`/api/habits/${id}`)).status).toBe(404);
    expect((await client.request("DELETE", `/api/habits/${id}`)).status).toBe(404);
  });

  it("keeps at most 50 active habits; archiving makes room, unarchiving needs it", async () => {
    const { client, user } = await signedInClient("habit-cap");
    const db = await getDb();
    await db.insert(habits).values(
      Array.from({ length: MAX_ACTIVE_HABITS }, (_, i) => ({
        userId: user.id,
        title: `Habit ${i}`,
        category: "health" as const,
        targetTimes: 1,
        targetPer: "day" as const,
      })),
    );
    const over = await client.post("/api/habits", {
      title: "One too many",
      category: "health",
      target: daily,
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/50 active habits/);
    const list = (await client.get("/api/habits")).body as { id: number }[];
    expect((await client.patch(`/api/habits/${list[0]!.id}`, { archived: true })).status).toBe(200);
    const made = await create(client, { title: "Now it fits" });
    expect((await client.patch(`/api/habits/${list[0]!.id}`, { archived: false })).status).toBe(
      409,
    );
    expect((await client.get("/api/habits")).body.at(-1)).toMatchObject({ archived: true });
    expect(made.id).toBeGreaterThan(0);
  });

  it("another user's habit is a 404 and stays as it was", async () => {
    const owner = await signedInClient("habit-owner");
    const other = await signedInClient("habit-other");
    const { id } = await create(owner.client);
    const today = todayIn("UTC");
    await check(owner.client, id, today);
    const before = (await owner.client.get(`/api/habits/${id}`)).text;
    const o = other.client;
    for (const res of [
      await o.get(`/api/habits/${id}`),
      await o.patch(`/api/habits/${id}`, { title: "Mine now" }),
      await check(o, id, addDays(today, -1)),
      await uncheck(o, id, today),
      await o.request("DELETE", `/api/habits/${id}`),
    ])
      expect(res.status).toBe(404);
    expect((await o.get("/api/habits")).body).toEqual([]);
    expect((await owner.client.get(`/api/habits/${id}`)).text).toBe(before);
  });

  it("is in the export and goes with the account", async () => {
    const { client, user, password } = await signedInClient("habit-export");
    const { id } = await create(client, { title: "Call mum" });
    await check(client, id, todayIn("UTC"));
    const data = (await client.get("/api/account/export")).body;
    expect(data.habits).toEqual([
      expect.objectContaining({ id, title: "Call mum", targetTimes: 1, targetPer: "day" }),
    ]);
    expect(data.habitChecks).toEqual([
      { habitId: id, date: todayIn("UTC"), createdAt: expect.any(String) },
    ]);
    expect((await client.request("DELETE", "/api/account", { password })).status).toBeLessThan(300);
    const db = await getDb();
    expect(await db.select().from(habits).where(eq(habits.userId, user.id))).toEqual([]);
    expect(await db.select().from(habitChecks).where(eq(habitChecks.userId, user.id))).toEqual([]);
  });
});
