import { route } from "@/lib/http/handler";
import { refreshSubscription } from "@/lib/billing/subscription";

export const POST = route({}, ({ userId }) => refreshSubscription(userId));
