// Issue 46 item 4: a habit of the day can be planned like a task. It moves no task, it is done in
// the plan once checked on the plan's day, and another user's or an archived habit is a 404.
import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/time/clock";
import { signedInClient } from "../helpers/api-client";

describe("habits in the day plan", () => {
  it("plans a habit beside a task, shows it done once checked, and refuses foreign ones", async () => {
    const { client } = await signedInClient("plan-habit");
    const { client: other } = await signedInClient("plan-habit-other");
    const today = todayIn("UTC");
    const habit = await client.post("/api/habits", {
      title: "Stretch",
      category: "health",
      target: { times: 1, per: "day" },
      estimateMinutes: 15,
    });
    expect(habit.status).toBe(201);
    const task = await client.post("/api/tasks", {
      description: "Call the bank",
      category: "finances",
    });
    const put = await client.request("PUT", `/api/plans/${today}`, {
      start: "08:00",
      items: [
        { habitId: habit.body.id, start: "08:00", minutes: 15 },
        { taskId: task.body.id, start: "08:15", minutes: 30 },
      ],
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.items).toEqual([
      {
        taskId: null,
        habitId: habit.body.id,
        description: "Stretch",
        category: "health",
        start: "08:00",
        minutes: 15,
        completed: false,
      },
      expect.objectContaining({ taskId: task.body.id, habitId: null, completed: false }),
    ]);
    expect(put.body.plannedMinutes).toBe(45);

    // Checking the habit on the plan's day marks its item done.
    expect(
      (await client.request("PUT", `/api/habits/${habit.body.id}/checks/${today}`)).status,
    ).toBe(200);
    const read = await client.get(`/api/plans/${today}`);
    expect(read.body.items[0]).toMatchObject({ habitId: habit.body.id, completed: true });

    // Another user cannot plan it (404, nothing written); an archived one cannot be planned either.
    const foreign = await other.request("PUT", `/api/plans/${today}`, {
      start: "08:00",
      items: [{ habitId: habit.body.id, start: "08:00", minutes: 15 }],
    });
    expect(foreign.status).toBe(404);
    expect((await other.get(`/api/plans/${today}`)).status).toBe(404);
    await client.patch(`/api/habits/${habit.body.id}`, { archived: true });
    const archived = await client.request("PUT", `/api/plans/${today}`, {
      start: "08:00",
      items: [{ habitId: habit.body.id, start: "08:00", minutes: 15 }],
    });
    expect(archived.status).toBe(404);
  });

  it("names the field of a bad habit item with a 400", async () => {
    const { client } = await signedInClient("plan-habit-bad");
    const today = todayIn("UTC");
    const both = await client.request("PUT", `/api/plans/${today}`, {
      start: "08:00",
      items: [{ taskId: 1, habitId: 1, start: "08:00", minutes: 15 }],
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/either taskId or habitId/);
    const neither = await client.request("PUT", `/api/plans/${today}`, {
      start: "08:00",
      items: [{ start: "08:00", minutes: 15 }],
    });
    expect(neither.status).toBe(400);
    const twice = await client.request("PUT", `/api/plans/${today}`, {
      start: "08:00",
      items: [
        { habitId: 7, start: "08:00", minutes: 15 },
        { habitId: 7, start: "09:00", minutes: 15 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/Each habit may appear only once/);
  });
});
