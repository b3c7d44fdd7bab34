// The payment-provider seam's types, apart from the server-only choice in ./provider.ts: the
// providers implement PaymentProvider without importing the module that picks them, and the
// payment screens read PaymentStart.
import type { BillingUser } from "./billing-user";

type ProviderKind = "stripe" | "demo";

/** What the payment form needs: Stripe's PaymentIntent secret, or the demo's pending payment. */
export type PaymentStart = {
  provider: ProviderKind;
  clientSecret: string;
  publishableKey?: string;
  /**
   * When the paid period starts, if not now (issue 47 item 10): the end of the free referral
   * months still running. The first charge is then, not today.
   */
  startsAt?: string;
  /** Stripe: "setup" saves the card for that later charge (a SetupIntent), else "payment". */
  intent?: "payment" | "setup";
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
