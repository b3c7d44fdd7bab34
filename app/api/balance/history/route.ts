import { route } from "@/lib/http/handler";
import { historyQuerySchema } from "@/lib/insights/schemas";
import { balanceHistory } from "@/lib/insights/history";

export const GET = route({ query: historyQuerySchema }, ({ userId, query }) =>
  balanceHistory(userId, query.weeks, new Date(), query.by),
);
