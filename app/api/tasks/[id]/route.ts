import { idParam, route } from "@/lib/http/handler";
import { updateTaskSchema } from "@/lib/tasks/schemas";
import { deleteTask, getTaskWithItems } from "@/lib/tasks/data";
import { updateTask } from "@/lib/tasks/update-task";

export const GET = route({ params: idParam }, ({ userId, params }) =>
  getTaskWithItems(userId, params.id),
);

export const PATCH = route(
  { params: idParam, body: updateTaskSchema },
  ({ userId, params, body }) => updateTask(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteTask(userId, params.id),
);
