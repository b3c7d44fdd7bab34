// Issue 47 item 6, honest figures from day one: the welcome task every account starts with is not
// work. It is marked by a column (docs/decisions/welcome-task.md), not by its words, and counts in
// no wheel (the completed totals), analysis, plan proposal or weekly review.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { currentReview } from "@/lib/insights/reviews";
import { categoryCounts } from "@/lib/tasks/data";
import { balanceCounts } from "@/lib/tasks/completed-pages";
import { ApiClient, signedInClient } from "../helpers/api-client";

type Row = { id: number; description: string; completed: boolean; welcome?: boolean };

const DAY = "2030-01-08"; // a Tuesday, no one's today

async function welcomeOf(client: ApiClient): Promise<Row> {
  const list = (await client.get<Row[]>("/api/tasks")).body;
  expect(list).toHaveLength(1);
  return list[0]!;
}

describe("the welcome task counts in no figure", () => {
  it("is marked by the server; the user's own tasks are not", async () => {
    const { client } = await signedInClient("welcome-flag");
    const welcome = await welcomeOf(client);
    expect(welcome.welcome).toBe(true);
    const own = await client.post("/api/tasks", {
      description: "Go for a run",
      category: "health",
    });
    expect(own.status).toBe(201);
    expect(own.body.welcome).toBe(false);
    const list = (await client.get<Row[]>("/api/tasks")).body;
    expect(list.find((t) => t.id === own.body.id)!.welcome).toBe(false);
  });

  it("is left out of the analysis' counts, by the server and by the page's counts", async () => {
    const { client, user } = await signedInClient("welcome-analysis");
    const alone = await client.get("/api/tasks/analyze");
    expect(alone.status).toBe(200);
    expect(alone.body.analysis).toMatch(/^You don't have any tasks yet/);
    expect(await categoryCounts(user.id)).toEqual({
      todo: {},
      completed: {},
      todoMinutes: {},
      completedMinutes: {},
    });

    await client.post("/api/tasks", { description: "Go for a run", category: "health" });
    const one = await client.get("/api/tasks/analyze");
    expect(one.body.analysis).toMatch(/^You have 1 task to do and 0 completed\./);
    const list = (await client.get<Row[]>("/api/tasks")).body as never[];
    const counts = balanceCounts(list, undefined);
    expect(counts.todoTasks).toEqual({ health: 1 });
  });

  it("completed, it is in no completed total, week history or review", async () => {
    const { client, user } = await signedInClient("welcome-completed");
    const welcome = await welcomeOf(client);
    expect((await client.patch(`/api/tasks/${welcome.id}`, { completed: true })).status).toBe(200);
    const page = await client.get("/api/tasks/completed");
    expect(page.status).toBe(200);
    // The list still shows it under Completed; the figures do not count it.
    expect(page.body.tasks.map((t: Row) => t.id)).toEqual([welcome.id]);
    expect(page.body.summary.total).toBe(0);
    expect((await currentReview(user.id)).summary.total).toBe(0);
    expect((await client.get("/api/tasks/analyze")).body.analysis).toMatch(
      /^You don't have any tasks yet/,
    );

    const own = await client.post("/api/tasks", {
      description: "Pay the rent",
      category: "finances",
    });
    await client.patch(`/api/tasks/${own.body.id}`, { completed: true });
    expect((await client.get("/api/tasks/completed")).body.summary.total).toBe(1);
    const review = await currentReview(user.id);
    expect(review.summary.total).toBe(1);
    expect(review.summary.completed.personal_growth).toBe(0);
    expect(review.summary.completed.finances).toBe(1);
  });

  it("is never proposed for a day plan", async () => {
    const { client } = await signedInClient("welcome-plan");
    const welcome = await welcomeOf(client);
    const alone = await client.post("/api/plans/propose", { date: DAY, minutes: 240 });
    expect(alone.status).toBe(200);
    expect(alone.body.items).toEqual([]);
    const own = await client.post("/api/tasks", { description: "Run 5k", category: "health" });
    const proposed = await client.post("/api/plans/propose", { date: DAY, minutes: 240 });
    expect(proposed.body.items.map((i: { taskId: number }) => i.taskId)).toEqual([own.body.id]);
    expect(proposed.body.items.map((i: { taskId: number }) => i.taskId)).not.toContain(welcome.id);
  });

  it("becomes the user's own task when its words change, not when only its details do", async () => {
    const { client, user } = await signedInClient("welcome-edit");
    const welcome = await welcomeOf(client);
    const same = await client.patch(`/api/tasks/${welcome.id}`, {
      description: welcome.description,
      estimateMinutes: 10,
    });
    expect(same.status).toBe(200);
    expect(same.body.welcome).toBe(true);
    const edited = await client.patch(`/api/tasks/${welcome.id}`, {
      description: "Read a chapter of my book",
    });
    expect(edited.body.welcome).toBe(false);
    expect((await categoryCounts(user.id)).todo).toEqual({ personal_growth: 1 });
    const db = await getDb();
    const [row] = await db.select().from(tasks).where(eq(tasks.id, welcome.id));
    expect(row!.welcome).toBe(false);
  });
});
