// Issue 45: goals. Create (201) with the shape, from a vision-board item of one's own
// (its picture comes along) or not at all from another user's; list by status; one goal with its
// tasks; progress from linked tasks; achieving stamps the date; deleting keeps the tasks, unlinked;
// tasks take goalId (another user's goal is a 404); at most 100 active goals.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { makePremium } from "../helpers/route-table";
import { getDb } from "@/db/client";
import { goals } from "@/db/schema";
import { exportUserData } from "@/lib/account/export";

async function boardItem(client: ApiClient) {
  const img = await client.post("/api/vision-boards/generate-image", { prompt: "a marathon" });
  expect(img.status).toBe(200);
  const board = await client.post("/api/vision-boards", { title: "2027", description: "Dreams" });
  const item = await client.post(`/api/vision-boards/${board.body.id}/items`, {
    description: "Run a marathon",
    imageUrl: img.body.imageUrl,
    positionX: 1,
    positionY: 1,
  });
  expect(item.status).toBe(201);
  return item.body as { id: number; imageUrl: string };
}

describe("goals API", () => {
  it("creates a goal from a vision-board item, with progress from its tasks", async () => {
    const { client, user } = await signedInClient("goal-create");
    await makePremium(user.id);
    const item = await boardItem(client);
    const res = await client.post("/api/goals", {
      title: "  Run a marathon  ",
      category: "health",
      why: "To feel strong",
      targetDate: "2027-04-30",
      visionBoardItemId: item.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      title: "Run a marathon",
      category: "health",
      why: "To feel strong",
      targetDate: "2027-04-30",
      status: "active",
      visionBoardItemId: item.id,
      imageUrl: item.imageUrl,
      progress: { tasksDone: 0, tasksTotal: 0, minutesDone: 0 },
      achievedAt: null,
    });
    const goalId = res.body.id;

    const a = await client.post("/api/tasks", {
      description: "Run 10 km",
      category: "health",
      goalId,
      estimateMinutes: 60,
    });
    expect(a.status).toBe(201);
    expect(a.body.goalId).toBe(goalId);
    const b = await client.post("/api/tasks", { description: "Buy shoes", category: "health" });
    expect(b.body.goalId).toBeNull();
    const linked = await client.patch(`/api/tasks/${b.body.id}`, { goalId });
    expect(linked.status).toBe(200);
    expect(linked.body.goalId).toBe(goalId);
    await client.patch(`/api/tasks/${a.body.id}`, { completed: true });
    // The list carries goalId on every task.
    const list = (await client.get("/api/tasks")).body as { id: number; goalId: number | null }[];
    expect(list.find((t) => t.id === a.body.id)?.goalId).toBe(goalId);
    expect(list.every((t) => "goalId" in t)).toBe(true);

    const one = await client.get(`/api/goals/${goalId}`);
    expect(one.status).toBe(200);
    expect(one.body.progress).toEqual({ tasksDone: 1, tasksTotal: 2, minutesDone: 60 });
    expect(one.body.tasks.map((t: { description: string }) => t.description)).toEqual([
      "Buy shoes",
      "Run 10 km",
    ]);

    // Achieved: the date is stamped, and the status filter finds it.
    const achieved = await client.patch(`/api/goals/${goalId}`, { status: "achieved" });
    expect(achieved.status).toBe(200);
    expect(achieved.body.achievedAt).toEqual(expect.any(String));
    expect((await client.get("/api/goals?status=achieved")).body).toHaveLength(1);
    expect((await client.get("/api/goals?status=active")).body).toHaveLength(0);
    expect((await client.get("/api/goals?status=done")).status).toBe(400);
    const back = await client.patch(`/api/goals/${goalId}`, { status: "active", why: null });
    expect(back.body).toMatchObject({ status: "active", achievedAt: null, why: null });

    // In the export.
    const data = await exportUserData(user.id);
    expect(data.goals).toHaveLength(1);
    expect(data.tasks.find((t) => t.id === a.body.id)?.goalId).toBe(goalId);

    // Deleting the goal keeps its tasks, unlinked; a deleted task waiting for Undo comes back unlinked.
    expect((await client.request("DELETE", `/api/tasks/${a.body.id}`)).status).toBe(204);
    expect((await client.request("DELETE", `/api/goals/${goalId}`)).status).toBe(204);
    expect((await client.get(`/api/goals/${goalId}`)).status).toBe(404);
    expect((await client.get(`/api/tasks/${b.body.id}`)).body.goalId).toBeNull();
    const restored = await client.post(`/api/tasks/${a.body.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.goalId).toBeNull();
  }, 120_000);

  it("refuses bad payloads naming the field", async () => {
    const { client } = await signedInClient("goal-bad");
    const cases: [unknown, string][] = [
      [{ category: "health" }, "title"],
      [{ title: "   ", category: "health" }, "title"],
      [{ title: "x".repeat(201), category: "health" }, "title"],
      [{ title: "Goal", category: "sports" }, "category"],
      [{ title: "Goal", category: "health", targetDate: "2027-02-30" }, "targetDate"],
      [{ title: "Goal", category: "health", why: "y".repeat(2001) }, "why"],
      [{ title: "Goal", category: "health", status: "achieved" }, "status"],
      [{ title: "Goal", category: "health", visionBoardItemId: -1 }, "visionBoardItemId"],
    ];
    for (const [body, field] of cases) {
      const res = await client.post("/api/goals", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const goal = (await client.post("/api/goals", { title: "Goal", category: "health" })).body;
    expect((await client.patch(`/api/goals/${goal.id}`, {})).status).toBe(400);
    expect((await client.patch(`/api/goals/${goal.id}`, { status: "won" })).body.field).toBe(
      "status",
    );
    expect(
      (await client.post("/api/tasks", { description: "T", category: "health", goalId: "1" }))
        .status,
    ).toBe(400);
  });

  it("keeps goals apart: another user's goal, board item or goal id on a task is a 404", async () => {
    const a = await signedInClient("goal-a");
    const b = await signedInClient("goal-b");
    await makePremium(a.user.id);
    const item = await boardItem(a.client);
    const goal = (await a.client.post("/api/goals", { title: "A's goal", category: "romance" }))
      .body;
    expect((await b.client.get(`/api/goals/${goal.id}`)).status).toBe(404);
    expect((await b.client.patch(`/api/goals/${goal.id}`, { title: "Mine" })).status).toBe(404);
    expect((await b.client.request("DELETE", `/api/goals/${goal.id}`)).status).toBe(404);
    expect((await b.client.get("/api/goals")).body).toEqual([]);
    const fromItem = await b.client.post("/api/goals", {
      title: "Steal",
      category: "health",
      visionBoardItemId: item.id,
    });
    expect(fromItem.status).toBe(404);
    const task = await b.client.post("/api/tasks", {
      description: "Sneaky",
      category: "romance",
      goalId: goal.id,
    });
    expect(task.status).toBe(404);
    const own = (await b.client.post("/api/tasks", { description: "Own", category: "health" }))
      .body;
    expect((await b.client.patch(`/api/tasks/${own.id}`, { goalId: goal.id })).status).toBe(404);
    expect((await b.client.get(`/api/tasks/${own.id}`)).body.goalId).toBeNull();
    expect((await a.client.get(`/api/goals/${goal.id}`)).body.title).toBe("A's goal");
    expect((await new ApiClient().get("/api/goals")).status).toBe(401);
  });

  it("holds at most 100 active goals", async () => {
    const { client, user } = await signedInClient("goal-cap");
    const db = await getDb();
    await db.insert(goals).values(
      Array.from({ length: 100 }, (_, i) => ({
        userId: user.id,
        title: `Goal ${i}`,
        category: "health" as const,
      })),
    );
    const over = await client.post("/api/goals", { title: "One more", category: "health" });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/100 active goals/);
    const [first] = await db
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.userId, user.id), eq(goals.title, "Goal 0")));
    expect((await client.patch(`/api/goals/${first!.id}`, { status: "dropped" })).status).toBe(200);
    expect(
      (await client.post("/api/goals", { title: "One more", category: "health" })).status,
    ).toBe(201);
    expect((await client.patch(`/api/goals/${first!.id}`, { status: "active" })).status).toBe(409);
  });
});
