import { route } from "@/lib/http/handler";
import { analyzeSchema } from "@/lib/tasks/schemas";
import { analyzeForUser } from "@/lib/assistant/assistant";

// Spec §7 gives two readings: GET counts the user's tasks itself; POST takes the two count maps.
export const GET = route({}, ({ userId }) => analyzeForUser(userId));

export const POST = route({ body: analyzeSchema }, ({ userId, body }) =>
  analyzeForUser(userId, body),
);
