// Issue 46 item 4: habits count in the balance. GET /api/habits carries each habit's weight (every
// check, the minutes timed on it); Insights' history and the weekly review count the week's checks
// (one each; by time the estimate per check, or the minutes really spent that week); nothing of
// another user's habits reaches anyone else's figures.
import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/time/clock";
import { mondayOf } from "@/lib/insights/history";
import { signedInClient, type ApiClient } from "../helpers/api-client";

async function habit(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post("/api/habits", {
    target: { times: 3, per: "week" },
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number };
}

/** Days of this week up to today (UTC, the new account's zone): at most two of them. */
function daysThisWeek(): string[] {
  const today = todayIn("UTC");
  const monday = mondayOf(today);
  return monday === today ? [today] : [monday, today];
}

describe("habits in the balance", () => {
  it("weighs checks by count and by time (estimate, or the minutes spent), user by user", async () => {
    const { client } = await signedInClient("habit-bal");
    const { client: other } = await signedInClient("habit-bal-other");
    const days = daysThisWeek();
    const today = days[days.length - 1]!;
    const run = await habit(client, { title: "Run", category: "health", estimateMinutes: 20 });
    const read = await habit(client, { title: "Read", category: "personal_growth" });
    for (const d of days)
      expect((await client.request("PUT", `/api/habits/${run.id}/checks/${d}`)).status).toBe(200);
    expect((await client.request("PUT", `/api/habits/${read.id}/checks/${today}`)).status).toBe(
      200,
    );
    const entry = await client.post("/api/time-entries", {
      habitId: read.id,
      date: today,
      minutes: 25,
    });
    expect(entry.status, entry.text).toBe(201);
    // Another user's figures stay their own, and their entry on this habit is a 404.
    const theirs = await habit(other, { title: "Swim", category: "health" });
    await other.request("PUT", `/api/habits/${theirs.id}/checks/${today}`);
    expect(
      (await other.post("/api/time-entries", { habitId: read.id, date: today, minutes: 5 })).status,
    ).toBe(404);

    const list = (await client.get("/api/habits")).body as {
      id: number;
      totalChecks: number;
      spentMinutes: number;
    }[];
    expect(list.find((h) => h.id === run.id)).toMatchObject({
      totalChecks: days.length,
      spentMinutes: 0,
    });
    expect(list.find((h) => h.id === read.id)).toMatchObject({ totalChecks: 1, spentMinutes: 25 });

    const byTime = await client.get("/api/balance/history?weeks=1&by=time");
    expect(byTime.status, byTime.text).toBe(200);
    const week = byTime.body.weeks[0];
    expect(week.completed.health).toBe(days.length);
    expect(week.completed.personal_growth).toBe(1);
    expect(week.total).toBe(0); // tasks only
    expect(week.checks).toBe(days.length + 1);
    // 20 minutes per check without time spent; the 25 minutes spent, not the default 30.
    expect(week.minutes.health).toBe(20 * days.length);
    expect(week.minutes.personal_growth).toBe(25);
    expect(week.score).not.toBeNull();

    const review = await client.get("/api/reviews/current");
    expect(review.status).toBe(200);
    expect(review.body.summary.checks).toBe(days.length + 1);
    expect(review.body.summary.habits).toEqual([
      { title: "Run", category: "health", target: { times: 3, per: "week" }, checks: days.length },
      { title: "Read", category: "personal_growth", target: { times: 3, per: "week" }, checks: 1 },
    ]);

    const theirWeek = (await other.get("/api/balance/history?weeks=1&by=time")).body.weeks[0];
    expect(theirWeek.checks).toBe(1);
    expect(theirWeek.completed.personal_growth).toBe(0);
    expect(theirWeek.minutes.health).toBe(30); // the default estimate
  });
});
