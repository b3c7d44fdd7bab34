import { idParam, route } from "@/lib/http/handler";
import { createTaskItemSchema } from "@/lib/tasks/item-schemas";
import { createTaskItem } from "@/lib/tasks/items";

/** Adds a checklist item at the end of the task's list: 201; the 51st is a 409. */
export const POST = route(
  { params: idParam, body: createTaskItemSchema },
  async ({ userId, params, body }) =>
    Response.json(await createTaskItem(userId, params.id, body.text), { status: 201 }),
);
