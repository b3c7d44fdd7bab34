import { idParam, route } from "@/lib/http/handler";
import { updateTaskItemSchema } from "@/lib/tasks/item-schemas";
import { deleteTaskItem, updateTaskItem } from "@/lib/tasks/items";

export const PATCH = route(
  { params: idParam, body: updateTaskItemSchema },
  ({ userId, params, body }) => updateTaskItem(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteTaskItem(userId, params.id),
);
