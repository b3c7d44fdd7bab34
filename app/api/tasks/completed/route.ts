import { route } from "@/lib/http/handler";
import { completedPageQuerySchema } from "@/lib/tasks/schemas";
import { completedPage } from "@/lib/tasks/completed";

// Completed tasks older than the ones GET /api/tasks carries, a page at a time, newest first, with
// the totals over all of them (docs/decisions/completed-pages.md).
export const GET = route({ query: completedPageQuerySchema }, ({ userId, query }) =>
  completedPage(userId, query),
);
