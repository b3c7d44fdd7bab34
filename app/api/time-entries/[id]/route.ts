import { idParam, route } from "@/lib/http/handler";
import { deleteEntry } from "@/lib/time-entries/data";

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteEntry(userId, params.id),
);
