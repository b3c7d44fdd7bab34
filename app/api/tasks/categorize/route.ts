import { route } from "@/lib/http/handler";
import { categorizeSchema } from "@/lib/tasks/schemas";
import { categorizeForUser } from "@/lib/assistant/assistant";

export const POST = route({ body: categorizeSchema }, ({ userId, body }) =>
  categorizeForUser(userId, body.description),
);
