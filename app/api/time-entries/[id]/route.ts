import { idParam, route } from "@/lib/http/handler";
import { correctEntrySchema } from "@/lib/time-entries/schemas";
import { correctEntry, deleteEntry } from "@/lib/time-entries/data";

// The minutes corrected by hand ("it was 40 minutes, not 90").
export const PATCH = route(
  { params: idParam, body: correctEntrySchema },
  ({ userId, params, body }) => correctEntry(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteEntry(userId, params.id),
);
