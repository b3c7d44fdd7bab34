import { route } from "@/lib/http/handler";
import { checkCronSecret } from "@/lib/cron/auth";
import { sendDueReminders } from "@/lib/reminders/reminders";

// Called by the scheduler (vercel.json's cron entry, hourly) with Authorization: Bearer $CRON_SECRET.
export const GET = route({ auth: false }, ({ req }) => {
  checkCronSecret(req);
  return sendDueReminders(new Date());
});
