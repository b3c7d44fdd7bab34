import { route } from "@/lib/http/handler";
import { cancelSubscription } from "@/lib/billing/subscription";

export const POST = route({}, ({ userId }) => cancelSubscription(userId));
