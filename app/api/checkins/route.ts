import { route } from "@/lib/http/handler";
import { listCheckinsQuery } from "@/lib/checkins/schemas";
import { listCheckins } from "@/lib/checkins/data";

export const GET = route({ query: listCheckinsQuery }, ({ userId, query }) =>
  listCheckins(userId, query),
);
