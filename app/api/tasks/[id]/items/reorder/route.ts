import { idParam, route } from "@/lib/http/handler";
import { reorderTaskItemsSchema } from "@/lib/tasks/item-schemas";
import { reorderTaskItems } from "@/lib/tasks/items";

export const POST = route(
  { params: idParam, body: reorderTaskItemsSchema },
  ({ userId, params, body }) => reorderTaskItems(userId, params.id, body.ids),
);
