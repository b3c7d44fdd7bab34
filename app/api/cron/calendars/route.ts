import { route } from "@/lib/http/handler";
import { checkCronSecret } from "@/lib/cron/auth";
import { refreshDueCalendars } from "@/lib/calendars/refresh";

// Called by the scheduler every 15 minutes (vercel.json) with Authorization: Bearer $CRON_SECRET.
export const GET = route({ auth: false }, ({ req }) => {
  checkCronSecret(req);
  return refreshDueCalendars(new Date());
});
