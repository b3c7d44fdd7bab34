import { idParam, route } from "@/lib/http/handler";
import { createItem, listItems } from "@/lib/vision-boards/items";
import { createItemSchema } from "@/lib/vision-boards/schemas";

export const GET = route({ params: idParam }, ({ userId, params }) => listItems(userId, params.id));

export const POST = route(
  { params: idParam, body: createItemSchema },
  async ({ userId, params, body }) =>
    Response.json(await createItem(userId, params.id, body), { status: 201 }),
);
