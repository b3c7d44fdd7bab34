import { idParam, route } from "@/lib/http/handler";
import { restoreEntry } from "@/lib/time-entries/data";

/** Undo of a time entry's delete within a day: 200 with the entry as it was. */
export const POST = route({ params: idParam }, ({ userId, params }) =>
  restoreEntry(userId, params.id),
);
