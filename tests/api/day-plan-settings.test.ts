// Issue 47 item 6: what Settings' "Estimates and your day" card saves is what Plan today uses: the
// weekday's length and the weight of a task without an estimate.
import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";

const TUESDAY = "2030-01-08";

describe("Plan today follows the day's length and the default estimate from Settings", () => {
  it("proposes up to the saved length, unestimated tasks at the saved default", async () => {
    const { client } = await signedInClient("day-plan-settings");
    const saved = await client.patch("/api/settings", {
      defaultEstimateMinutes: 20,
      dayMinutes: [60, 90, 60, 60, 60, 60, 60],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      defaultEstimateMinutes: 20,
      dayMinutes: [60, 90, 60, 60, 60, 60, 60],
    });
    const task = await client.post("/api/tasks", {
      description: "Call the bank",
      category: "finances",
    });
    const plan = await client.post("/api/plans/propose", { date: TUESDAY });
    expect(plan.status).toBe(200);
    expect(plan.body.minutes).toBe(90);
    expect(plan.body.items).toEqual([
      expect.objectContaining({ taskId: task.body.id, minutes: 20 }),
    ]);
  });
});
