import { idParam, route } from "@/lib/http/handler";
import { restoreJournal } from "@/lib/journal/data";

/** Undo of a delete within a day: 200 with the row as it was; 404 when there is nothing to restore. */
export const POST = route({ params: idParam }, ({ userId, params }) =>
  restoreJournal(userId, params.id),
);
