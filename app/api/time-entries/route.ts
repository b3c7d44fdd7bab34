import { route } from "@/lib/http/handler";
import { entriesQuerySchema, manualEntrySchema } from "@/lib/time-entries/schemas";
import { addManualEntry, listEntries } from "@/lib/time-entries/data";

export const GET = route({ query: entriesQuerySchema }, ({ userId, query }) =>
  listEntries(userId, query),
);

// Time added by hand ("I spent 40 minutes").
export const POST = route({ body: manualEntrySchema }, async ({ userId, body }) =>
  Response.json(await addManualEntry(userId, body), { status: 201 }),
);
