// Issue 46 item 6: the weekly review shows estimate against actual per area (completed tasks with an
// estimate and timed minutes) and says estimates run short only when the data shows it; another
// user's tasks and entries stay out.
import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/time/clock";
import { signedInClient, type ApiClient } from "../helpers/api-client";

async function timedTask(
  client: ApiClient,
  category: string,
  estimateMinutes: number | null,
  minutes: number,
) {
  const task = await client.post("/api/tasks", {
    description: "Timed work",
    category,
    estimateMinutes,
  });
  expect(task.status, task.text).toBe(201);
  const entry = await client.post("/api/time-entries", {
    taskId: task.body.id,
    date: todayIn("UTC"),
    minutes,
  });
  expect(entry.status, entry.text).toBe(201);
  expect((await client.patch(`/api/tasks/${task.body.id}`, { completed: true })).status).toBe(200);
}

describe("estimate against actual in the weekly review", () => {
  it("sums per area and notes short estimates only past the threshold", async () => {
    const { client } = await signedInClient("rev-est");
    const { client: other } = await signedInClient("rev-est-other");
    await timedTask(client, "business_career", 240, 400);
    await timedTask(client, "business_career", 120, 160);
    await timedTask(client, "health", null, 50); // no estimate: not a plan to compare
    await timedTask(other, "health", 10, 500);
    const first = (await client.get("/api/reviews/current")).body.summary;
    expect(first.estimates).toEqual({ business_career: { planned: 360, spent: 560 } });
    expect(first.estimateNote).toBeNull(); // two timed tasks say nothing yet
    for (let i = 0; i < 3; i++) await timedTask(client, "finances", 30, 60);
    const later = (await client.get("/api/reviews/current")).body.summary;
    expect(later.estimates.finances).toEqual({ planned: 90, spent: 180 });
    expect(later.estimateNote).toMatch(
      /^Your estimates run short: in the last 4 weeks, 5 timed tasks/,
    );
    const theirs = (await other.get("/api/reviews/current")).body.summary;
    expect(theirs.estimates).toEqual({ health: { planned: 10, spent: 500 } });
    expect(theirs.estimateNote).toBeNull();
  });
});
