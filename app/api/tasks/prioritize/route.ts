import { route } from "@/lib/http/handler";
import { prioritizeSchema } from "@/lib/tasks/schemas";
import { prioritizeForUser } from "@/lib/assistant/assistant";

export const POST = route({ body: prioritizeSchema }, ({ userId, body }) =>
  prioritizeForUser(
    userId,
    body.tasks.map((t) => t.id),
  ),
);
