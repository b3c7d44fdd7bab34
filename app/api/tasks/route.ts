import { route } from "@/lib/http/handler";
import { idempotent } from "@/lib/http/idempotency";
import { createTaskSchema } from "@/lib/tasks/schemas";
import { createTask } from "@/lib/tasks/data";
import { listTasksJson } from "@/lib/tasks/list-json";

// The list is sent as the JSON text listTasksJson returns (built by the database or cached), never
// parsed and serialised again on the way.
export const GET = route(
  {},
  async ({ userId }) =>
    new Response(await listTasksJson(userId), { headers: { "content-type": "application/json" } }),
);

// An Idempotency-Key header makes a retry return the first answer instead of a second task.
export const POST = route({ body: createTaskSchema }, ({ userId, body, req }) =>
  idempotent(req, userId, body, async () =>
    Response.json(await createTask(userId, body), { status: 201 }),
  ),
);
