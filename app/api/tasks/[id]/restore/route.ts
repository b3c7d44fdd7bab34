import { idParam, route } from "@/lib/http/handler";
import { restoreTask } from "@/lib/tasks/data";

/** Undo of a delete within a day: 200 with the row as it was; 404 when there is nothing to restore. */
export const POST = route({ params: idParam }, ({ userId, params }) =>
  restoreTask(userId, params.id),
);
