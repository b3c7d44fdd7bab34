import { route } from "@/lib/http/handler";
import { subscriptionStatus } from "@/lib/billing/status";

export const GET = route({}, ({ userId }) => subscriptionStatus(userId));
