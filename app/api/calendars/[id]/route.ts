import { idParam, route } from "@/lib/http/handler";
import { updateCalendarSchema } from "@/lib/calendars/schemas";
import { deleteCalendar, updateCalendar } from "@/lib/calendars/data";

export const PATCH = route(
  { params: idParam, body: updateCalendarSchema },
  ({ userId, params, body }) => updateCalendar(userId, params.id, body),
);

export const DELETE = route({ params: idParam }, async ({ userId, params }) => {
  await deleteCalendar(userId, params.id);
});
