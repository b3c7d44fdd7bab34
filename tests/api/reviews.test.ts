// The weekly review API: current week and summary, saving (201 then 200), focus tasks, streak.
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { eq } from "drizzle-orm";
import { users, weeklyReviews, tasks } from "@/db/schema";
import { currentReview, reviewInvite } from "@/lib/insights/reviews";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { focusWeekEnd } from "@/lib/insights/review-week";
import { mondayOf } from "@/lib/insights/history";
import { ApiClient, signedInClient } from "../helpers/api-client";

// Every test signs up a fresh account, whose review is its first week so far: this week (issue 31).
const week = () => mondayOf(todayIn("UTC"));

describe("weekly review API", () => {
  it("GET /api/reviews/current names the week under review and summarises it", async () => {
    const { client } = await signedInClient("review-current");
    const { body: t } = await client.post("/api/tasks", {
      description: "Done for the review",
      category: "health",
    });
    const res = await client.get("/api/reviews/current");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      weekStart: week(),
      done: false,
      summary: { total: expect.any(Number), ideal: expect.any(Object) },
    });
    expect(new Date(`${res.body.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Object.keys(res.body.summary.completed)).toHaveLength(8);
    expect(t.id).toBeGreaterThan(0);
    expect((await new ApiClient().get("/api/reviews/current")).status).toBe(401);
  });

  it("saves a review: 201, the reflection as a journal entry, starred focus tasks due by the end of the next week; a second save is 200 and updates", async () => {
    const { client } = await signedInClient("review-save");
    const { body: a } = await client.post("/api/tasks", {
      description: "Plan the family trip",
      category: "family_friends",
    });
    const { body: b } = await client.post("/api/tasks", {
      description: "Stretch every morning",
      category: "health",
      dueDate: addDays(todayIn("UTC"), 60),
    });
    const first = await client.post("/api/reviews", {
      weekStart: week(),
      reflection: "A calmer week. More family time next week.",
      reflectionArea: "family_friends",
      focusAreas: ["family_friends", "health"],
      focusTaskIds: [a.id, b.id],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      weekStart: week(),
      focusAreas: ["family_friends", "health"],
      focusTaskIds: [a.id, b.id],
      journalId: expect.any(Number),
    });

    const entry = await client.get(`/api/journals/${first.body.journalId}`);
    expect(entry.body).toMatchObject({
      title: expect.stringMatching(/^Weekly review, week of /),
      content: "A calmer week. More family time next week.",
      category: "family_friends",
    });
    const due = focusWeekEnd(week());
    expect((await client.get(`/api/tasks/${a.id}`)).body).toMatchObject({
      important: true,
      dueDate: due,
    });
    expect((await client.get(`/api/tasks/${b.id}`)).body).toMatchObject({
      important: true,
      dueDate: due,
    }); // moved sooner

    const second = await client.post("/api/reviews", {
      weekStart: week(),
      reflection: "Edited.",
      focusAreas: ["romance"],
      focusTaskIds: [],
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      focusAreas: ["romance"],
      focusTaskIds: [],
      journalId: first.body.journalId,
    });
    expect((await client.get(`/api/journals/${first.body.journalId}`)).body.content).toBe(
      "Edited.",
    );
    expect((await client.get("/api/reviews/current")).body.done).toBe(true);
  });

  it("a foreign or missing focus task is a 404 and nothing is saved", async () => {
    const { client } = await signedInClient("review-foreign");
    const { client: other } = await signedInClient("review-foreign-other");
    const { body: theirs } = await other.post("/api/tasks", {
      description: "Not yours",
      category: "health",
    });
    const { body: mine } = await client.post("/api/tasks", {
      description: "Mine",
      category: "health",
    });
    for (const ids of [[theirs.id], [mine.id, theirs.id], [2_000_000_000]]) {
      const res = await client.post("/api/reviews", {
        weekStart: week(),
        reflection: "Should not be saved",
        focusAreas: [],
        focusTaskIds: ids,
      });
      expect(res.status).toBe(404);
    }
    expect((await client.get("/api/reviews")).body.reviews).toEqual([]);
    expect((await client.get(`/api/tasks/${mine.id}`)).body.important).toBe(false);
    expect((await other.get(`/api/tasks/${theirs.id}`)).body).toMatchObject({
      important: false,
      dueDate: null,
    });
    expect(
      (await client.get("/api/journals")).body.some(
        (j: { content: string }) => j.content === "Should not be saved",
      ),
    ).toBe(false);
  });

  it.each([
    [
      { focusAreas: ["health", "finances", "romance", "fun_recreation"], focusTaskIds: [] },
      "focusAreas",
    ],
    [{ focusAreas: [], focusTaskIds: [1, 2, 3, 4, 5, 6] }, "focusTaskIds"],
    [{ focusAreas: ["health", "health"], focusTaskIds: [] }, "focusAreas"],
    [{ focusAreas: ["sleep"], focusTaskIds: [] }, "focusAreas.0"],
    [{ focusAreas: [], focusTaskIds: [1, 1] }, "focusTaskIds"],
    [{ focusAreas: [] }, "focusTaskIds"],
    [{ weekStart: "2026-11-24", focusAreas: [], focusTaskIds: [] }, "weekStart"],
    [{ weekStart: "2026-02-30", focusAreas: [], focusTaskIds: [] }, "weekStart"],
    [{ weekStart: "2099-01-05", focusAreas: [], focusTaskIds: [] }, "weekStart"],
    [{ focusAreas: [], focusTaskIds: [], reflection: "x".repeat(20_001) }, "reflection"],
  ])("bad payload %# → 400 naming $1", async (payload, field) => {
    const { client } = await signedInClient("review-bad");
    const res = await client.post("/api/reviews", { weekStart: week(), ...payload });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });

  it("a completed focus task is a 400", async () => {
    const { client } = await signedInClient("review-done-task");
    const { body: t } = await client.post("/api/tasks", {
      description: "Already done",
      category: "health",
    });
    await client.patch(`/api/tasks/${t.id}`, { completed: true });
    const res = await client.post("/api/reviews", {
      weekStart: week(),
      focusAreas: [],
      focusTaskIds: [t.id],
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("focusTaskIds");
  });

  it("the dashboard invites Friday to Monday, only for a week the account lived through, until it is done", async () => {
    const { client, user } = await signedInClient("review-invite");
    const db = await getDb();
    const friday = new Date("2026-11-27T12:00:00Z");
    const monday = new Date("2026-11-30T12:00:00Z");
    const tuesday = new Date("2026-12-01T12:00:00Z");
    const nextFriday = new Date("2026-12-04T12:00:00Z");
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-16T09:00:00Z") })
      .where(eq(users.id, user.id));
    expect(await reviewInvite(user.id, "UTC", friday)).toBe("2026-11-23");
    expect(await reviewInvite(user.id, "UTC", monday)).toBe("2026-11-23");
    expect(await reviewInvite(user.id, "UTC", tuesday)).toBeNull();
    // Issue 47: no invitation before the account is a week old; then the week under review.
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-25T09:00:00Z") })
      .where(eq(users.id, user.id));
    expect(await reviewInvite(user.id, "UTC", friday)).toBeNull();
    expect(await reviewInvite(user.id, "UTC", monday)).toBeNull();
    expect((await currentReview(user.id, monday)).invite).toBe(false);
    expect(await reviewInvite(user.id, "UTC", nextFriday)).toBe("2026-11-30");
    expect((await currentReview(user.id, nextFriday)).invite).toBe(true);
    // Joined on the Monday after: that week ended before the account existed.
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-30T08:00:00Z") })
      .where(eq(users.id, user.id));
    expect(await reviewInvite(user.id, "UTC", monday)).toBeNull();
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-01T08:00:00Z") })
      .where(eq(users.id, user.id));
    await db.insert(weeklyReviews).values({ userId: user.id, weekStart: "2026-11-23" });
    expect(await reviewInvite(user.id, "UTC", friday)).toBeNull();
    expect(client).toBeDefined();
  });

  it("GET /api/reviews lists newest first with the streak of consecutive weeks", async () => {
    const { client, user } = await signedInClient("review-streak");
    const db = await getDb();
    // Reviews two and three weeks back, then a gap, then five weeks back.
    for (const back of [2, 3, 5])
      await db
        .insert(weeklyReviews)
        .values({ userId: user.id, weekStart: addDays(week(), -7 * back) });
    expect((await client.get("/api/reviews")).body.streak).toBe(0); // last week missing: the streak is broken
    await client.post("/api/reviews", {
      weekStart: addDays(week(), -7),
      focusAreas: [],
      focusTaskIds: [],
    });
    let res = await client.get("/api/reviews");
    expect(res.body.streak).toBe(3); // last week, two and three back; this week still open
    await client.post("/api/reviews", { weekStart: week(), focusAreas: [], focusTaskIds: [] });
    res = await client.get("/api/reviews");
    expect(res.body.streak).toBe(4);
    expect(res.body.reviews.map((r: { weekStart: string }) => r.weekStart)).toEqual(
      [0, 1, 2, 3, 5].map((b) => addDays(week(), -7 * b)),
    );
  });

  it("a new account reviews its first week so far, with this week's tasks; an older one reviews last week (issue 31)", async () => {
    const { client, user } = await signedInClient("review-first-week");
    const db = await getDb();
    const tuesday = new Date("2026-11-24T15:00:00Z");
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-24T09:00:00Z") })
      .where(eq(users.id, user.id));
    for (const description of ["Ticked one", "Ticked two"]) {
      const { body } = await client.post("/api/tasks", { description, category: "health" });
      await db
        .update(tasks)
        .set({ completed: true, completedAt: new Date("2026-11-24T10:00:00Z") })
        .where(eq(tasks.id, body.id));
    }
    const first = await currentReview(user.id, tuesday);
    expect(first).toMatchObject({ weekStart: "2026-11-23", when: "first", summary: { total: 2 } });
    expect(first.summary.completed.health).toBe(2);
    // Friday of the first week: still the first week.
    expect(await currentReview(user.id, new Date("2026-11-27T12:00:00Z"))).toMatchObject({
      weekStart: "2026-11-23",
      when: "first",
    });
    // The Tuesday after: the first week is now last week, and the account existed in it.
    expect(await currentReview(user.id, new Date("2026-12-01T12:00:00Z"))).toMatchObject({
      weekStart: "2026-11-23",
      when: "last",
      summary: { total: 2 },
    });
    // An account from before: last week on a Tuesday, this week from Friday.
    await db
      .update(users)
      .set({ createdAt: new Date("2026-10-01T09:00:00Z") })
      .where(eq(users.id, user.id));
    expect(await currentReview(user.id, tuesday)).toMatchObject({
      weekStart: "2026-11-16",
      when: "last",
      summary: { total: 0 },
    });
    expect(await currentReview(user.id, new Date("2026-11-27T12:00:00Z"))).toMatchObject({
      weekStart: "2026-11-23",
      when: "this",
    });
  });
});
