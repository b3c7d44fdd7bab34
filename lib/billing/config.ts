// Which payment provider runs, read from the environment at call time (so one build can be
// deployed with or without Stripe). All four Stripe variables, or none: a half-configured
// Stripe must fail loudly rather than fall back to the demo provider, which grants premium
// without payment.
export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceId: string;
};

export type BillingConfig = { provider: "stripe"; stripe: StripeSettings } | { provider: "demo" };

const STRIPE_ENV_VARS = [
  "STRIPE_SECRET_KEY",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_ID",
] as const;

export class BillingConfigError extends Error {
  name = "BillingConfigError";
}

export function billingConfig(
  env: Record<string, string | undefined> = process.env,
): BillingConfig {
  const values = STRIPE_ENV_VARS.map((name) => env[name]?.trim() || "");
  const set = values.filter(Boolean).length;
  if (set === 0) return { provider: "demo" };
  if (set < values.length) {
    const missing = STRIPE_ENV_VARS.filter((_, i) => !values[i]);
    throw new BillingConfigError(
      `Stripe is partly configured: set ${missing.join(", ")} (or unset all Stripe variables for demo mode)`,
    );
  }
  const [secretKey, publishableKey, webhookSecret, priceId] = values as [
    string,
    string,
    string,
    string,
  ];
  return { provider: "stripe", stripe: { secretKey, publishableKey, webhookSecret, priceId } };
}
