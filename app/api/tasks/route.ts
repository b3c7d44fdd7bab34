import { route } from "@/lib/http/handler";
import { createTaskSchema } from "@/lib/tasks/schemas";
import { createTask, listTasks } from "@/lib/tasks/tasks";

export const GET = route({}, ({ userId }) => listTasks(userId));

export const POST = route({ body: createTaskSchema }, async ({ userId, body }) =>
  Response.json(await createTask(userId, body), { status: 201 }),
);
