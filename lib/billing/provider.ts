// The payment-provider seam: one place chooses Stripe (all four Stripe variables set) or the demo
// provider (none set). Everything above it (routes, screens, premium rule) is the same for both.
import "server-only";
import { billingConfig } from "./config";
import type { PaymentProvider } from "./provider-types";
import { demoProvider, isDemoSubscriptionId } from "./demo/provider";
import { createStripeProvider } from "./stripe/provider";

export function paymentProvider(): PaymentProvider {
  const config = billingConfig();
  return config.provider === "stripe" ? createStripeProvider(config.stripe) : demoProvider;
}

/** The provider that owns an existing subscription id (the configuration may have changed since). */
export function providerForSubscription(subscriptionId: string): PaymentProvider | null {
  if (isDemoSubscriptionId(subscriptionId)) return demoProvider;
  const config = billingConfig();
  return config.provider === "stripe" ? createStripeProvider(config.stripe) : null;
}
