import { route } from "@/lib/http/handler";
import { resetCalendarFeedLink } from "@/lib/calendar/token";

export const POST = route({}, ({ userId }) => resetCalendarFeedLink(userId));
