// The payment-provider seam: one place chooses Stripe (all four Stripe variables set) or the demo
// provider (none set). Everything above it (routes, screens, premium rule) is the same for both.
import "server-only";
import type { BillingUser } from "./billing-user";
import { billingConfig } from "./config";
import { demoProvider, isDemoSubscriptionId } from "./demo/provider";
import { createStripeProvider } from "./stripe/provider";

type ProviderKind = "stripe" | "demo";

/** What the payment form needs: Stripe's PaymentIntent secret, or the demo's pending payment. */
export type PaymentStart = {
  provider: ProviderKind;
  clientSecret: string;
  publishableKey?: string;
};

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** A subscription waiting for its first payment (reused if one is already waiting). */
  startSubscription(user: BillingUser): Promise<PaymentStart>;
  /** Stops renewal; premium runs to the end of the paid period. */
  cancelAtPeriodEnd(user: BillingUser): Promise<void>;
  /** Ends billing at once (account deletion). */
  cancelImmediately(user: BillingUser): Promise<void>;
  /** Re-reads the provider's state of the user's subscription into the user row. */
  refresh(user: BillingUser): Promise<void>;
}

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
