import { idParam, route } from "@/lib/http/handler";
import { refreshCalendar } from "@/lib/calendars/data";

// "Refresh now": no body; 200 with the calendar, whose status says how the read went.
export const POST = route({ params: idParam }, ({ userId, params }) =>
  refreshCalendar(userId, params.id),
);
