// Stripe subscriptions: a customer per user, a subscription left incomplete until the Payment
// Element confirms its first invoice, cancel at period end. Webhooks keep the row in step.
import "server-only";
import type Stripe from "stripe";
import { conflict } from "@/lib/errors/api-error";
import type { StripeSettings } from "../config";
import { saveSubscriptionState, type BillingUser } from "../billing-user";
import type { PaymentProvider, PaymentStart } from "../provider-types";
import { applyStripeSubscription } from "./apply";
import { isStripeMissing, stripeClient } from "./client";
import { LIVE_STRIPE_STATUSES, awaitsCard } from "./state";
import { freePremiumUntil } from "../premium";

const ALREADY_SUBSCRIBED_MESSAGE = "You already have an active Premium subscription.";

function clientSecretOf(sub: Stripe.Subscription): string | null {
  // A subscription whose first charge comes later (a trial over free referral months) collects
  // the card with its SetupIntent; otherwise the first invoice's payment is confirmed now.
  const setup = sub.pending_setup_intent;
  if (setup && typeof setup !== "string") return setup.client_secret;
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

/** What the payment form needs for this subscription. */
function startOf(sub: Stripe.Subscription, publishableKey: string): PaymentStart {
  const later = sub.status === "trialing" && sub.trial_end;
  return {
    provider: "stripe",
    clientSecret: clientSecretOf(sub)!,
    publishableKey,
    ...(later
      ? { intent: "setup" as const, startsAt: new Date(sub.trial_end! * 1000).toISOString() }
      : {}),
  };
}

const PAYMENT_SECRET = "latest_invoice.confirmation_secret";
const SETUP_SECRET = "pending_setup_intent";

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);

  async function ensureCustomer(user: BillingUser): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    // The idempotency key makes a retried request (after a crash before saving) reuse the customer.
    const customer = await stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    return customer.id;
  }

  /** The user's subscription still waiting for its first payment, with its secret, if any. */
  async function pendingSubscription(user: BillingUser): Promise<Stripe.Subscription | null> {
    if (!user.stripeSubscriptionId) return null;
    let sub: Stripe.Subscription;
    try {
      sub = await stripe.subscriptions.retrieve(user.stripeSubscriptionId, {
        expand: [PAYMENT_SECRET, SETUP_SECRET],
      });
    } catch (err) {
      if (isStripeMissing(err)) return null;
      throw err;
    }
    // A trial over free months whose card is not saved yet is still waiting for the form.
    if (awaitsCard(sub)) return clientSecretOf(sub) ? sub : null;
    if (sub.status === "active" || sub.status === "trialing" || sub.status === "past_due") {
      // Paid meanwhile (the webhook may still be on its way): record it and refuse a second plan.
      await applyStripeSubscription(sub);
      throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
    }
    return sub.status === "incomplete" && clientSecretOf(sub) ? sub : null;
  }

  return {
    kind: "stripe",

    async startSubscription(user): Promise<PaymentStart> {
      const pending = await pendingSubscription(user);
      if (pending) return startOf(pending, settings.publishableKey);

      const customer = await ensureCustomer(user);
      // Free referral months still running (issue 47 item 10): the paid period starts when they
      // end. A trial to that moment: nothing is charged today, the card is saved (SetupIntent) for
      // the first charge then, and without a card the subscription ends with the trial.
      const free = freePremiumUntil(user);
      const trial: Partial<Stripe.SubscriptionCreateParams> = free
        ? {
            trial_end: Math.ceil(free.getTime() / 1000),
            trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
          }
        : {};
      const sub = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price: settings.priceId }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: free ? [PAYMENT_SECRET, SETUP_SECRET] : [PAYMENT_SECRET],
          metadata: { userId: user.id },
          ...trial,
        },
        // Two clicks racing from the same state get the same subscription, not two.
        { idempotencyKey: `subscription-${user.id}-${user.stripeSubscriptionId ?? "first"}` },
      );
      if (!clientSecretOf(sub))
        throw new Error(`Stripe subscription ${sub.id} has no payment to confirm`);
      await saveSubscriptionState(user.id, {
        stripeCustomerId: customer,
        stripeSubscriptionId: sub.id,
        subscriptionStatus: "incomplete",
        subscriptionExpiresAt: null,
      });
      return startOf(sub, settings.publishableKey);
    },

    async cancelAtPeriodEnd(user) {
      const sub = await stripe.subscriptions.update(user.stripeSubscriptionId!, {
        cancel_at_period_end: true,
      });
      await applyStripeSubscription(sub);
    },

    async cancelImmediately(user) {
      if (!user.stripeSubscriptionId) return;
      try {
        const sub = await stripe.subscriptions.retrieve(user.stripeSubscriptionId);
        if (!LIVE_STRIPE_STATUSES.has(sub.status)) return;
        await stripe.subscriptions.cancel(user.stripeSubscriptionId);
      } catch (err) {
        if (!isStripeMissing(err)) throw err;
      }
    },

    async refresh(user) {
      if (!user.stripeSubscriptionId) return;
      try {
        await applyStripeSubscription(
          await stripe.subscriptions.retrieve(user.stripeSubscriptionId),
        );
      } catch (err) {
        if (!isStripeMissing(err)) throw err;
      }
    },
  };
}
