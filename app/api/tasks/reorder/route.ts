import { route } from "@/lib/http/handler";
import { reorderSchema } from "@/lib/tasks/schemas";
import { reorderTasks } from "@/lib/tasks/data";

export const POST = route({ body: reorderSchema }, ({ userId, body }) =>
  reorderTasks(userId, body),
);
