import { route } from "@/lib/http/handler";
import { runHousekeeping } from "@/lib/cron/housekeeping";
import { checkCronSecret } from "@/lib/cron/auth";

// Called once a day by the scheduler (vercel.json) with Authorization: Bearer $CRON_SECRET.
export const GET = route({ auth: false }, ({ req }) => {
  checkCronSecret(req);
  return runHousekeeping();
});
