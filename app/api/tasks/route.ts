import { route } from "@/lib/http/handler";
import { createTaskSchema } from "@/lib/tasks/schemas";
import { createTask, listTasksJson } from "@/lib/tasks/tasks";

// The list is sent as the JSON text listTasksJson returns (built by the database or cached), never
// parsed and serialised again on the way.
export const GET = route({}, async ({ userId }) =>
  new Response(await listTasksJson(userId), { headers: { "content-type": "application/json" } }),
);

export const POST = route({ body: createTaskSchema }, async ({ userId, body }) =>
  Response.json(await createTask(userId, body), { status: 201 }),
);
