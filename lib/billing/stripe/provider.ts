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
import { LIVE_STRIPE_STATUSES } from "./state";

const ALREADY_SUBSCRIBED_MESSAGE = "You already have an active Premium subscription.";

function clientSecretOf(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

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
        expand: ["latest_invoice.confirmation_secret"],
      });
    } catch (err) {
      if (isStripeMissing(err)) return null;
      throw err;
    }
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
      if (pending)
        return {
          provider: "stripe",
          clientSecret: clientSecretOf(pending)!,
          publishableKey: settings.publishableKey,
        };

      const customer = await ensureCustomer(user);
      const sub = await stripe.subscriptions.create(
        {
          customer,
          items: [{ price: settings.priceId }],
          payment_behavior: "default_incomplete",
          payment_settings: { save_default_payment_method: "on_subscription" },
          expand: ["latest_invoice.confirmation_secret"],
          metadata: { userId: user.id },
        },
        // Two clicks racing from the same state get the same subscription, not two.
        { idempotencyKey: `subscription-${user.id}-${user.stripeSubscriptionId ?? "first"}` },
      );
      const clientSecret = clientSecretOf(sub);
      if (!clientSecret) throw new Error(`Stripe subscription ${sub.id} has no payment to confirm`);
      await saveSubscriptionState(user.id, {
        stripeCustomerId: customer,
        stripeSubscriptionId: sub.id,
        subscriptionStatus: "incomplete",
        subscriptionExpiresAt: null,
      });
      return { provider: "stripe", clientSecret, publishableKey: settings.publishableKey };
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
