import { idParam, route } from "@/lib/http/handler";
import { extractJournalTasks } from "@/lib/journal/extraction";
import { extractQuery } from "@/lib/journal/schemas";

/** Spec §6: a free user's 403 also carries isPremiumRequired and an empty task list. */
const premium = { extra: { isPremiumRequired: true, tasks: [] } };

// ?dryRun=true extracts without saving (the review dialog); without it the tasks are created.
export const POST = route(
  { premium, params: idParam, query: extractQuery },
  ({ userId, params, query }) =>
    extractJournalTasks(userId, params.id, { dryRun: query.dryRun === "true" }),
);
