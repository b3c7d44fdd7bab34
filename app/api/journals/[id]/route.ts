import { idParam, route } from "@/lib/http/handler";
import { deleteJournal, getJournal, updateJournal } from "@/lib/journal/data";
import { updateJournalSchema } from "@/lib/journal/schemas";

export const GET = route({ params: idParam }, ({ userId, params }) =>
  getJournal(userId, params.id),
);

export const PATCH = route(
  { params: idParam, body: updateJournalSchema },
  ({ userId, params, body }) => updateJournal(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  deleteJournal(userId, params.id),
);
