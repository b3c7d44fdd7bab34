import { route } from "@/lib/http/handler";
import { addCalendarSchema } from "@/lib/calendars/schemas";
import { addCalendar, listCalendars } from "@/lib/calendars/data";

export const GET = route({}, ({ userId }) => listCalendars(userId));

// 201 after the first successful read; 400 CALENDAR_URL_REFUSED (nothing fetched), 422, 502, 409.
export const POST = route({ body: addCalendarSchema }, async ({ userId, body }) =>
  Response.json(await addCalendar(userId, body), { status: 201 }),
);
