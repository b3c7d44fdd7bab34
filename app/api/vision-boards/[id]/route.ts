import { idParam, route } from "@/lib/http/handler";
import { deleteBoard } from "@/lib/vision-boards/data";

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteBoard(userId, params.id),
);
