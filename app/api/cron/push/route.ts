import { route } from "@/lib/http/handler";
import { checkCronSecret } from "@/lib/cron/auth";
import { sendDuePush } from "@/lib/push/send";

// Called by the scheduler every minute (deploy guide) with Authorization: Bearer $CRON_SECRET.
export const GET = route({ auth: false }, ({ req }) => {
  checkCronSecret(req);
  return sendDuePush(new Date());
});
