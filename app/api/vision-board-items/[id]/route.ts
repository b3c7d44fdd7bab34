import { idParam, route } from "@/lib/http/handler";
import { deleteItem, moveItem } from "@/lib/vision-boards/items";
import { updateItemSchema } from "@/lib/vision-boards/schemas";

export const PATCH = route(
  { params: idParam, body: updateItemSchema },
  ({ userId, params, body }) => moveItem(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteItem(userId, params.id),
);
