import { route } from "@/lib/http/handler";
import { handleStripeWebhook } from "@/lib/billing/stripe/webhook";

// Stripe calls this without a session; the signature over the raw, unparsed body is the check.
export const POST = route({ auth: false }, async ({ req }) =>
  handleStripeWebhook(await req.text(), req.headers.get("stripe-signature")),
);
