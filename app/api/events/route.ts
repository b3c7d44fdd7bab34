import { route } from "@/lib/http/handler";
import { eventsQuerySchema } from "@/lib/calendars/schemas";
import { listEvents } from "@/lib/calendars/events";

export const GET = route({ query: eventsQuerySchema }, ({ userId, query }) =>
  listEvents(userId, query),
);
