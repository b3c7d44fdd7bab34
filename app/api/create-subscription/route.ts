import { route } from "@/lib/http/handler";
import { createSubscription } from "@/lib/billing/subscription";

export const POST = route({}, ({ userId }) => createSubscription(userId));
