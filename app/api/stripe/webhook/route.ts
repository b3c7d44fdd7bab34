import { route } from "@/lib/http/handler";
import { handleStripeWebhook } from "@/lib/billing/stripe/webhook";

// Stripe calls this without a session; the signature over the raw, unparsed body is the check.
// The handler reads the body itself, with its own limit, after the checks that need no body.
export const POST = route({ auth: false, rawBody: true }, ({ req }) => handleStripeWebhook(req));
