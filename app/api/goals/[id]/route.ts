import { idParam, route } from "@/lib/http/handler";
import { updateGoalSchema } from "@/lib/goals/schemas";
import { deleteGoal, getGoal, updateGoal } from "@/lib/goals/data";

export const GET = route({ params: idParam }, ({ userId, params }) => getGoal(userId, params.id));

export const PATCH = route(
  { params: idParam, body: updateGoalSchema },
  ({ userId, params, body }) => updateGoal(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteGoal(userId, params.id),
);
