import { idParam, route } from "@/lib/http/handler";
import { updateHabitSchema } from "@/lib/habits/schemas";
import { deleteHabit, getHabit, updateHabit } from "@/lib/habits/data";

export const GET = route({ params: idParam }, ({ userId, params }) => getHabit(userId, params.id));

export const PATCH = route(
  { params: idParam, body: updateHabitSchema },
  ({ userId, params, body }) => updateHabit(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteHabit(userId, params.id),
);
