import { route } from "@/lib/http/handler";
import { searchQuerySchema } from "@/lib/search/schemas";
import { search } from "@/lib/search/data";

/** The command palette's search: {tasks, journals, boards}, each best first, up to `limit` of each. */
export const GET = route({ query: searchQuerySchema }, ({ userId, query }) =>
  search(userId, query.q, query.limit),
);
