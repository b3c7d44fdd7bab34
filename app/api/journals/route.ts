import { route } from "@/lib/http/handler";
import { idempotent } from "@/lib/http/idempotency";
import { createJournal, listJournals } from "@/lib/journal/data";
import { createJournalSchema, listJournalsQuery } from "@/lib/journal/schemas";

export const GET = route({ query: listJournalsQuery }, ({ userId, query }) =>
  listJournals(userId, query.category),
);

// An Idempotency-Key header makes a retry return the first answer instead of a second entry.
export const POST = route({ body: createJournalSchema }, ({ userId, body, req }) =>
  idempotent(req, userId, body, async () =>
    Response.json(await createJournal(userId, body), { status: 201 }),
  ),
);
