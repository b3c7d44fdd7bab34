import { route } from "@/lib/http/handler";
import { listSnoozes } from "@/lib/push/snooze";

// The user's pending "Snooze 1 h" reminders: [{taskId, remindAt}].
export const GET = route({}, ({ userId }) => listSnoozes(userId));
