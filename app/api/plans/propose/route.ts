import { route } from "@/lib/http/handler";
import { proposeSchema } from "@/lib/planning/schemas";
import { proposeForUser } from "@/lib/planning/data";

// Writes nothing: the proposal is the user's to change and save (PUT /api/plans/{date}).
export const POST = route({ body: proposeSchema }, ({ userId, body }) =>
  proposeForUser(userId, body),
);
