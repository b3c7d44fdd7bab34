import { idParam, route } from "@/lib/http/handler";
import { extractJournalTasks } from "@/lib/journal/extraction";
import { extractQuery } from "@/lib/journal/schemas";

// ?dryRun=true extracts without saving (the review dialog); without it the tasks are created.
export const POST = route({ params: idParam, query: extractQuery }, ({ userId, params, query }) =>
  extractJournalTasks(userId, params.id, { dryRun: query.dryRun === "true" }),
);
