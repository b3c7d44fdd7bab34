import { idParam, route } from "@/lib/http/handler";
import { snoozeTask } from "@/lib/push/snooze";

// "Snooze 1 h" on a notification (the service worker calls it): one more reminder an hour from now.
export const POST = route({ params: idParam }, async ({ userId, params }) =>
  Response.json(await snoozeTask(userId, params.id), { status: 201 }),
);
