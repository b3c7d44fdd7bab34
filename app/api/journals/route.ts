import { route } from "@/lib/http/handler";
import { createJournal, listJournals } from "@/lib/journal/journals";
import { createJournalSchema, listJournalsQuery } from "@/lib/journal/schemas";

export const GET = route({ query: listJournalsQuery }, ({ userId, query }) => listJournals(userId, query.category));

export const POST = route({ body: createJournalSchema }, async ({ userId, body }) =>
  Response.json(await createJournal(userId, body), { status: 201 }),
);
