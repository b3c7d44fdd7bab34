// The AI uses the trend: after three full weeks with no Family & Friends task completed, New
// Insight names the area and AI Prioritize puts its task first (offline engine, real database).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { mondayOf } from "@/lib/insights/history";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { ApiClient, signedInClient } from "../helpers/api-client";

async function completedOn(client: ApiClient, category: string, day: string) {
  const { body } = await client.post("/api/tasks", {
    description: `Done on ${day} (${category})`,
    category,
  });
  const db = await getDb();
  await db
    .update(tasks)
    .set({ completed: true, completedAt: new Date(`${day}T12:00:00Z`) })
    .where(eq(tasks.id, body.id));
}

const OTHER_AREAS = [
  "physical_environment",
  "business_career",
  "finances",
  "health",
  "romance",
  "personal_growth",
  "fun_recreation",
];

async function userWithHistory(prefix: string, familyInWeek?: number) {
  const { client } = await signedInClient(prefix);
  const thisMonday = mondayOf(todayIn("UTC"));
  for (const weeksAgo of [1, 2, 3]) {
    const day = addDays(thisMonday, -7 * weeksAgo + 2); // a Wednesday
    for (const area of OTHER_AREAS) await completedOn(client, area, day);
    if (familyInWeek === weeksAgo) await completedOn(client, "family_friends", day);
  }
  await client.post("/api/tasks", {
    description: "Update the team wiki",
    category: "business_career",
  });
  const { body: call } = await client.post("/api/tasks", {
    description: "Call grandma",
    category: "family_friends",
  });
  await client.post("/api/tasks", {
    description: "Clean the garage",
    category: "physical_environment",
  });
  return { client, call };
}

describe("the AI uses the trend", () => {
  it("names an area neglected three weeks running in New Insight and lifts its task in AI Prioritize", async () => {
    const { client, call } = await userWithHistory("neglect");
    const insight = await client.get("/api/tasks/analyze");
    expect(insight.status).toBe(200);
    expect(insight.body.analysis).toContain(
      "Family & Friends has been neglected three weeks running",
    );
    expect(insight.body.action).toMatch(/Family & Friends/);

    const res = await client.post("/api/tasks/prioritize", { tasks: [] });
    expect(res.status).toBe(200);
    expect(res.body.explanation).toMatch(
      /^Family & Friends has been neglected three weeks running/,
    );
    const open = (
      (await client.get("/api/tasks")).body as { id: number; completed: boolean }[]
    ).filter((t) => !t.completed);
    expect(open[0]!.id).toBe(call.id);
  });

  it("says nothing of the kind when the area had its share in one of those weeks", async () => {
    const { client } = await userWithHistory("neglect-broken", 2);
    expect((await client.get("/api/tasks/analyze")).body.analysis).not.toContain("neglected");
    expect(
      (await client.post("/api/tasks/prioritize", { tasks: [] })).body.explanation,
    ).not.toContain("neglected");
  });
});
