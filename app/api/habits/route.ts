import { route } from "@/lib/http/handler";
import { createHabitSchema } from "@/lib/habits/schemas";
import { createHabit, listHabits } from "@/lib/habits/data";

export const GET = route({}, ({ userId }) => listHabits(userId));

export const POST = route({ body: createHabitSchema }, async ({ userId, body }) =>
  Response.json(await createHabit(userId, body), { status: 201 }),
);
