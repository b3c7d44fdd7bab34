// Issue 27: tasks carry estimateMinutes (1-1440 or null) through every path: create, list, edit,
// the next occurrence of a recurring task, undo of a delete, an idempotent replay and the export.
import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";

describe("task estimates", () => {
  it("creates, lists, edits and clears an estimate", async () => {
    const { client } = await signedInClient("estimate");
    const created = await client.post("/api/tasks", {
      description: "Run 5k",
      category: "health",
      estimateMinutes: 45,
    });
    expect(created.status).toBe(201);
    expect(created.body.estimateMinutes).toBe(45);
    const plain = await client.post("/api/tasks", {
      description: "Pay rent",
      category: "finances",
    });
    expect(plain.body.estimateMinutes).toBeNull();

    const list = await client.get("/api/tasks");
    expect(list.body.find((t: { id: number }) => t.id === created.body.id).estimateMinutes).toBe(
      45,
    );
    expect(
      list.body.find((t: { id: number }) => t.id === plain.body.id).estimateMinutes,
    ).toBeNull();

    const edited = await client.patch(`/api/tasks/${created.body.id}`, { estimateMinutes: 1440 });
    expect(edited.status).toBe(200);
    expect(edited.body.estimateMinutes).toBe(1440);
    const cleared = await client.patch(`/api/tasks/${created.body.id}`, { estimateMinutes: null });
    expect(cleared.body.estimateMinutes).toBeNull();
    expect((await client.get(`/api/tasks/${created.body.id}`)).body.estimateMinutes).toBeNull();
  });

  it("refuses estimates outside 1-1440 or not whole, naming the field, and changes nothing", async () => {
    const { client } = await signedInClient("estimate-bad");
    const { body: task } = await client.post("/api/tasks", {
      description: "Yoga class",
      category: "health",
      estimateMinutes: 60,
    });
    for (const bad of [0, -5, 1441, 2.5, "45", true, 1e9]) {
      const post = await client.post("/api/tasks", {
        description: "Yoga class",
        category: "health",
        estimateMinutes: bad,
      });
      expect(post.status, String(bad)).toBe(400);
      expect(post.body.field).toBe("estimateMinutes");
      const patch = await client.patch(`/api/tasks/${task.id}`, { estimateMinutes: bad });
      expect(patch.status, String(bad)).toBe(400);
      expect(patch.body.field).toBe("estimateMinutes");
    }
    expect((await client.get(`/api/tasks/${task.id}`)).body.estimateMinutes).toBe(60);
  });

  it("keeps the estimate on the next occurrence, after undo of a delete, in a replay and in the export", async () => {
    const { client } = await signedInClient("estimate-paths");
    const { body: weekly } = await client.post("/api/tasks", {
      description: "Long run",
      category: "health",
      estimateMinutes: 90,
      dueDate: "2026-11-20",
      recurrence: "FREQ=WEEKLY",
    });
    const ticked = await client.patch(`/api/tasks/${weekly.id}`, { completed: true });
    expect(ticked.body.next.estimateMinutes).toBe(90);

    expect((await client.delete(`/api/tasks/${weekly.id}`)).status).toBe(204);
    const restored = await client.post(`/api/tasks/${weekly.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.estimateMinutes).toBe(90);

    const body = {
      description: "Write the report",
      category: "business_career",
      estimateMinutes: 120,
    };
    const first = await client.request("POST", "/api/tasks", body, {
      headers: { "Idempotency-Key": "estimate-1" },
    });
    const again = await client.request("POST", "/api/tasks", body, {
      headers: { "Idempotency-Key": "estimate-1" },
    });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.body.estimateMinutes).toBe(120);

    const exported = await client.get("/api/account/export");
    expect(exported.status).toBe(200);
    const row = exported.body.tasks.find((t: { id: number }) => t.id === first.body.id);
    expect(row.estimateMinutes).toBe(120);
  });
});

describe("New Insight and AI Prioritize in time (issue 27)", () => {
  it("POST /api/tasks/analyze takes minute maps beside the counts and speaks in time; by count it does not", async () => {
    const { client } = await signedInClient("analyze-time");
    const res = await client.post("/api/tasks/analyze", {
      todoTasks: { business_career: 1, family_friends: 1 },
      completedTasks: {},
      todoMinutes: { business_career: 360, family_friends: 20 },
      completedMinutes: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.analysis).toContain("6 h for Business/Career and 20 min for Family & Friends");
    const bad = await client.post("/api/tasks/analyze", {
      todoTasks: {},
      completedTasks: {},
      todoMinutes: { health: -5 },
    });
    expect(bad.status).toBe(400);
    await client.patch("/api/settings", { balanceBy: "count" });
    const counted = await client.post("/api/tasks/analyze", {
      todoTasks: { business_career: 1 },
      completedTasks: {},
      todoMinutes: { business_career: 360 },
      completedMinutes: {},
    });
    expect(counted.body.analysis).not.toContain("6 h");
  });

  it("GET /api/tasks/analyze reads the minutes itself, and AI Prioritize says how long the first tasks take", async () => {
    const { client } = await signedInClient("prioritize-time");
    await client.post("/api/tasks", {
      description: "Write the quarterly report",
      category: "business_career",
      estimateMinutes: 120,
    });
    const analysis = await client.get("/api/tasks/analyze");
    // The welcome task counts in no figure (issue 47); AI Prioritize still ranks it.
    expect(analysis.body.analysis).toContain("Your tasks to do add up to 2 h:");
    const ranked = await client.post("/api/tasks/prioritize", { tasks: [] });
    expect(ranked.status).toBe(200);
    expect(ranked.body.explanation).toMatch(/Your first 2 tasks take about 2 h 30 m\./);
  });
});
