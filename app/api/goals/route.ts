import { route } from "@/lib/http/handler";
import { createGoalSchema, listGoalsQuery } from "@/lib/goals/schemas";
import { createGoal, listGoals } from "@/lib/goals/data";

export const GET = route({ query: listGoalsQuery }, ({ userId, query }) =>
  listGoals(userId, query),
);

export const POST = route({ body: createGoalSchema }, async ({ userId, body }) =>
  Response.json(await createGoal(userId, body), { status: 201 }),
);
