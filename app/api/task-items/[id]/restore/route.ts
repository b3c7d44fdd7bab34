import { idParam, route } from "@/lib/http/handler";
import { restoreTaskItem } from "@/lib/tasks/items";

/** Undo of an item's delete within a day: 200 with the item as it was. */
export const POST = route({ params: idParam }, ({ userId, params }) =>
  restoreTaskItem(userId, params.id),
);
