import { route } from "@/lib/http/handler";
import { calendarFeedLink } from "@/lib/calendar/token";

export const GET = route({}, ({ userId }) => calendarFeedLink(userId));
