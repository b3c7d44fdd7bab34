import { route } from "@/lib/http/handler";
import { rescheduleSchema } from "@/lib/planning/schemas";
import { rescheduleTasks } from "@/lib/planning/reschedule";

export const POST = route({ body: rescheduleSchema }, ({ userId, body }) =>
  rescheduleTasks(userId, body),
);
