import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";

describe("task AI endpoints (local engine)", () => {
  it("categorizes a description into one of the eight areas", async () => {
    const { client } = await signedInClient("cat");
    const res = await client.post("/api/tasks/categorize", {
      description: "Schedule a dentist checkup",
    });
    expect(res.status).toBe(200);
    expect(res.body.category).toBe("health");
    expect(res.body.confidence).toBeGreaterThan(0);
    expect(res.body.confidence).toBeLessThanOrEqual(1);
    expect(typeof res.body.explanation).toBe("string");
    expect((await client.post("/api/tasks/categorize", { description: "  " })).status).toBe(400);
  });

  it("learns from the user's own corrections", async () => {
    const { client } = await signedInClient("learn");
    const text = "Polish the quarterly zorblax";
    const first = (await client.post("/api/tasks/categorize", { description: text })).body.category;
    const target = first === "fun_recreation" ? "romance" : "fun_recreation";
    const { body: task } = await client.post("/api/tasks", { description: text, category: first });
    await client.patch(`/api/tasks/${task.id}`, { category: target });
    const again = await client.post("/api/tasks/categorize", {
      description: "Polish the yearly zorblax",
    });
    expect(again.body.category).toBe(target);
  });

  it("prioritizes the open tasks, saves the order and explains it", async () => {
    const { client } = await signedInClient("prio");
    await client.post("/api/tasks", {
      description: "Organize old photos someday",
      category: "fun_recreation",
    });
    const { body: urgent } = await client.post("/api/tasks", {
      description: "Pay the electricity bill by tomorrow, urgent",
      category: "finances",
      important: true,
    });
    const list = (await client.get("/api/tasks")).body.filter(
      (t: { completed: boolean }) => !t.completed,
    );
    const res = await client.post("/api/tasks/prioritize", {
      tasks: list.map(
        (t: { id: number; description: string; category: string; important: boolean }) => t,
      ),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.explanation).toEqual(expect.any(String));
    const after = (await client.get("/api/tasks")).body.filter(
      (t: { completed: boolean }) => !t.completed,
    );
    expect(after[0].id).toBe(urgent.id);
    expect(after.map((t: { order: number }) => t.order)).toEqual(
      after.map((_: unknown, i: number) => i),
    );
  });

  it("leans toward a task of an active goal in an area the user is unsatisfied with (issue 45)", async () => {
    const { client } = await signedInClient("prio-goal");
    const [welcome] = (await client.get("/api/tasks")).body;
    await client.delete(`/api/tasks/${welcome.id}`);
    const goal = await client.post("/api/goals", {
      title: "Learn Spanish",
      category: "personal_growth",
    });
    expect(goal.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const scores = {
      physical_environment: 8,
      business_career: 8,
      finances: 8,
      health: 8,
      family_friends: 8,
      romance: 8,
      personal_growth: 2,
      fun_recreation: 8,
    };
    expect((await client.request("PUT", `/api/checkins/${today}`, { scores })).status).toBe(201);
    for (const description of ["Tidy the inbox", "Update the CV"])
      await client.post("/api/tasks", { description, category: "business_career" });
    const { body: verbs } = await client.post("/api/tasks", {
      description: "Practise Spanish verbs",
      category: "personal_growth",
      goalId: goal.body.id,
    });
    await client.post("/api/tasks", { description: "Watch a talk", category: "personal_growth" });
    const res = await client.post("/api/tasks/prioritize", { tasks: [] });
    expect(res.status).toBe(200);
    expect(res.body.explanation).toContain('it moves your goal "Learn Spanish" forward');
    const [first] = (await client.get("/api/tasks")).body.filter(
      (t: { completed: boolean }) => !t.completed,
    );
    expect(first.id).toBe(verbs.id);
    // The goal achieved: no more lift, and no word of it.
    await client.patch(`/api/goals/${goal.body.id}`, { status: "achieved" });
    const after = await client.post("/api/tasks/prioritize", { tasks: [] });
    expect(after.body.explanation).not.toContain("Learn Spanish");
  });

  it("refuses to prioritize an empty list", async () => {
    const { client } = await signedInClient("prio-empty");
    const [welcome] = (await client.get("/api/tasks")).body;
    await client.patch(`/api/tasks/${welcome.id}`, { completed: true });
    const res = await client.post("/api/tasks/prioritize", { tasks: [] });
    expect(res.status).toBe(400);
  });

  it("analyzes balance from the user's tasks (GET) or from count maps (POST)", async () => {
    const { client } = await signedInClient("analyze");
    const get = await client.get("/api/tasks/analyze");
    expect(get.status).toBe(200);
    expect(get.body).toEqual({
      analysis: expect.any(String),
      quote: expect.any(String),
      action: expect.any(String),
    });
    const post = await client.post("/api/tasks/analyze", {
      todoTasks: { health: 3 },
      completedTasks: { finances: 1 },
    });
    expect(post.status).toBe(200);
    expect(post.body.analysis.length).toBeGreaterThan(10);
    const bad = await client.post("/api/tasks/analyze", {
      todoTasks: { health: -1 },
      completedTasks: {},
    });
    expect(bad.status).toBe(400);
  });

  it("turns a spoken sentence into a task with priority and deadline", async () => {
    const { client } = await signedInClient("voice");
    const res = await client.post("/api/tasks/process-voice", {
      transcript: "I need to submit the tax forms by Friday, it's urgent",
    });
    expect(res.status).toBe(200);
    expect(res.body.isPriority).toBe(true);
    expect(res.body.hasDeadline).toBe(true);
    expect(res.body.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.taskDescription.toLowerCase()).toContain("tax forms");
    expect((await client.post("/api/tasks/process-voice", { transcript: "   " })).status).toBe(400);
  });
});
