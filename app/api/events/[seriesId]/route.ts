import { route } from "@/lib/http/handler";
import { eventAreaSchema, seriesParam } from "@/lib/calendars/schemas";
import { setSeriesArea } from "@/lib/calendars/events";

export const PATCH = route(
  { params: seriesParam, body: eventAreaSchema },
  ({ userId, params, body }) => setSeriesArea(userId, params.seriesId, body.category),
);
