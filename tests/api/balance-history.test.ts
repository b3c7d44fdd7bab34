// GET /api/balance/history: tasks completed per week and area in the user's zone, and the score.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks, users } from "@/db/schema";
import { balanceHistory, insightsHistory, mondayOf } from "@/lib/insights/history";
import { balanceScore } from "@/lib/insights/score";
import { defaultPercentages } from "@/lib/categories";
import { todayIn } from "@/lib/time/clock";
import { ApiClient, signedInClient } from "../helpers/api-client";

/** A task completed at an exact instant (the API stamps completedAt with the current time). */
async function completedAt(client: ApiClient, category: string, iso: string) {
  const { body } = await client.post("/api/tasks", { description: `Done ${iso}`, category });
  const db = await getDb();
  await db
    .update(tasks)
    .set({ completed: true, completedAt: new Date(iso) })
    .where(eq(tasks.id, body.id));
}

const zero = () =>
  ({ ...Object.fromEntries(Object.keys(defaultPercentages()).map((c) => [c, 0])) }) as ReturnType<
    typeof defaultPercentages
  >;

describe("balance history", () => {
  it("Insights on a new account starts at the account's first week; the API keeps its 12 weeks (issue 31)", async () => {
    const { client, user } = await signedInClient("history-new-account");
    const db = await getDb();
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-10T09:00:00Z") })
      .where(eq(users.id, user.id));
    const now = new Date("2026-11-24T12:00:00Z");
    expect((await insightsHistory(user.id, 12, now)).weeks.map((w) => w.weekStart)).toEqual([
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect((await balanceHistory(user.id, 12, now)).weeks).toHaveLength(12);
    // A completion stamped before the account existed stays visible.
    await completedAt(client, "health", "2026-10-28T10:00:00Z");
    expect((await insightsHistory(user.id, 12, now)).weeks[0]!.weekStart).toBe("2026-10-26");
  });

  it("answers 12 weeks by default, oldest first, ending with this week (Monday starts)", async () => {
    const { client } = await signedInClient("history");
    const res = await client.get("/api/balance/history");
    expect(res.status).toBe(200);
    expect(res.body.weeks).toHaveLength(12);
    const starts = res.body.weeks.map((w: { weekStart: string }) => w.weekStart);
    expect(starts.at(-1)).toBe(mondayOf(todayIn("UTC")));
    for (const s of starts) expect(new Date(`${s}T00:00:00Z`).getUTCDay()).toBe(1);
    expect([...starts].sort()).toEqual(starts);
    expect(res.body.weeks[0]).toEqual({
      weekStart: starts[0],
      completed: expect.any(Object),
      minutes: expect.any(Object),
      // Issue 44 item 5: the calendar's part of the minutes (tests/api/calendar-balance.test.ts).
      calendarMinutes: expect.any(Object),
      total: 0,
      // Issue 46: habit checks count in the week beside the tasks (habits-in-balance.md).
      checks: 0,
      habits: [],
      score: null,
    });
    expect(res.body.by).toBe("time");
    expect(Object.keys(res.body.weeks[0].completed)).toHaveLength(8);
  });

  it("counts this week's completions by area with the score, and never another user's", async () => {
    const { client } = await signedInClient("history-count");
    const { client: other } = await signedInClient("history-other");
    for (const area of ["health", "health", "finances"]) {
      const { body } = await client.post("/api/tasks", {
        description: "Done today",
        category: area,
      });
      await client.patch(`/api/tasks/${body.id}`, { completed: true });
    }
    const { body: o } = await other.post("/api/tasks", {
      description: "Not mine",
      category: "romance",
    });
    await other.patch(`/api/tasks/${o.id}`, { completed: true });
    const res = await client.get("/api/balance/history?weeks=1");
    expect(res.body.weeks).toHaveLength(1);
    const [week] = res.body.weeks;
    expect(week.completed).toMatchObject({ health: 2, finances: 1, romance: 0 });
    expect(week.total).toBe(3);
    // Shares 2/3, 1/3 and six 0s against 1/8 each: Σ|diff| = 13/24 + 5/24 + 6/8 = 3/2,
    // score round(100 × (1 − 3/4)) = 25.
    expect(week.score).toBe(25);
  });

  it("adds minutes per area and scores by time or by count (issue 27)", async () => {
    const { client, user } = await signedInClient("history-time");
    // Health: one 10-minute task; finances: three unestimated ones (30 minutes each by default).
    const made = [
      await client.post("/api/tasks", {
        description: "Stretch after lunch",
        category: "health",
        estimateMinutes: 10,
      }),
      ...(await Promise.all(
        [1, 2, 3].map((i) =>
          client.post("/api/tasks", { description: `Pay bill ${i}`, category: "finances" }),
        ),
      )),
    ];
    for (const m of made) await client.patch(`/api/tasks/${m.body.id}`, { completed: true });
    const time = (await client.get("/api/balance/history?weeks=1&by=time")).body;
    expect(time.by).toBe("time");
    expect(time.weeks[0].minutes).toMatchObject({ health: 10, finances: 90, romance: 0 });
    expect(time.weeks[0].completed).toMatchObject({ health: 1, finances: 3 });
    expect(time.weeks[0].score).toBe(
      balanceScore({ ...zero(), health: 10, finances: 90 }, defaultPercentages()),
    );
    const count = (await client.get("/api/balance/history?weeks=1&by=count")).body;
    expect(count.weeks[0].score).toBe(
      balanceScore({ ...zero(), health: 1, finances: 3 }, defaultPercentages()),
    );
    expect(count.weeks[0].score).not.toBe(time.weeks[0].score);
    // The Insights screen's history scores by the setting too (time by default), and the weekly
    // review gives both measures with the minutes.
    const userId = user.id;
    expect((await insightsHistory(userId, 1)).weeks[0]!.score).toBe(time.weeks[0].score);
    const review = (await client.get("/api/reviews/current")).body.summary;
    expect(review).toMatchObject({
      by: "time",
      minutes: { health: 10, finances: 90 },
      score: time.weeks[0].score,
      scores: { time: { score: time.weeks[0].score }, count: { score: count.weeks[0].score } },
    });
    // The default follows the setting; another default estimate weighs unestimated tasks differently.
    await client.patch("/api/settings", { balanceBy: "count", defaultEstimateMinutes: 60 });
    const byDefault = (await client.get("/api/balance/history?weeks=1")).body;
    expect(byDefault.by).toBe("count");
    expect(byDefault.weeks[0].minutes.finances).toBe(180);
    expect((await insightsHistory(userId, 1)).weeks[0]!.score).toBe(count.weeks[0].score);
    expect((await client.get("/api/reviews/current")).body.summary).toMatchObject({
      by: "count",
      score: count.weeks[0].score,
    });
    const bad = await client.get("/api/balance/history?by=hours");
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("by");
  });

  it.each(["0", "105", "-1", "1.5", "abc", "12abc", ""])("weeks=%j → 400", async (weeks) => {
    const { client } = await signedInClient("history-bad");
    const res = await client.get(`/api/balance/history?weeks=${weeks}`);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("weeks");
  });

  it("refuses unknown parameters and anonymous callers", async () => {
    const { client } = await signedInClient("history-unknown");
    expect((await client.get("/api/balance/history?week=3")).status).toBe(400);
    expect((await new ApiClient().get("/api/balance/history")).status).toBe(401);
    expect((await client.get("/api/balance/history?weeks=104")).body.weeks).toHaveLength(104);
  });

  it("a task completed Sunday 23:30 in Auckland belongs to that Sunday's week", async () => {
    const { client, user } = await signedInClient("history-auckland");
    await client.patch("/api/settings", { timeZone: "Pacific/Auckland" });
    await completedAt(client, "health", "2026-11-22T10:30:00Z"); // Sun 22 Nov 23:30 NZDT
    await completedAt(client, "finances", "2026-11-22T11:30:00Z"); // Mon 23 Nov 00:30 NZDT
    const { weeks } = await balanceHistory(user.id, 2, new Date("2026-11-24T00:00:00Z"));
    expect(weeks.map((w) => [w.weekStart, w.completed.health, w.completed.finances])).toEqual([
      ["2026-11-16", 1, 0],
      ["2026-11-23", 0, 1],
    ]);
  });

  it("weeks across a DST change are cut at local midnight", async () => {
    const { client, user } = await signedInClient("history-dst");
    await client.patch("/api/settings", { timeZone: "Europe/Paris" });
    // Clocks go back on Sunday 25 Oct 2026: 22:30Z is 23:30 CET on Sunday, 23:30Z is Monday 00:30.
    await completedAt(client, "health", "2026-10-25T22:30:00Z");
    await completedAt(client, "romance", "2026-10-25T23:30:00Z");
    // And a week before the change: Sunday 18 Oct 21:30Z is 23:30 CEST.
    await completedAt(client, "fun_recreation", "2026-10-18T21:30:00Z");
    const { weeks } = await balanceHistory(user.id, 3, new Date("2026-10-27T12:00:00Z"));
    expect(weeks.map((w) => [w.weekStart, w.total])).toEqual([
      ["2026-10-12", 1],
      ["2026-10-19", 1],
      ["2026-10-26", 1],
    ]);
    expect(weeks[0]!.completed.fun_recreation).toBe(1);
    expect(weeks[1]!.completed.health).toBe(1);
    expect(weeks[2]!.completed.romance).toBe(1);
  });
});

describe("balance score", () => {
  const even = defaultPercentages();
  const counts = (m: Partial<Record<string, number>>) =>
    ({ ...Object.fromEntries(Object.keys(even).map((k) => [k, 0])), ...m }) as typeof even;
  it("is 100 on the ideal, null without completions, low when one area takes all", () => {
    expect(
      balanceScore(counts(Object.fromEntries(Object.keys(even).map((k) => [k, 2]))), even),
    ).toBe(100);
    expect(balanceScore(counts({}), even)).toBeNull();
    expect(balanceScore(counts({ health: 5 }), even)).toBe(13);
    const allHealth = { ...counts({}), health: 100 } as typeof even;
    expect(balanceScore(counts({ health: 3 }), allHealth)).toBe(100);
    expect(balanceScore(counts({ romance: 3 }), allHealth)).toBe(0);
  });
});
