import { route } from "@/lib/http/handler";
import { wheelCalendarMinutes } from "@/lib/calendars/balance";

// The dashboard's calendar minutes per area (issue 44 item 5), a week back and a week ahead.
export const GET = route({}, ({ userId }) => wheelCalendarMinutes(userId));
