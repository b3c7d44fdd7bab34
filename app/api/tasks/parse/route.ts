import { route } from "@/lib/http/handler";
import { parseTaskSchema } from "@/lib/tasks/schemas";
import { parseTaskText } from "@/lib/assistant/assistant";

export const POST = route({ body: parseTaskSchema }, ({ userId, body }) =>
  parseTaskText(userId, body.text),
);
