// How a Stripe subscription reads as our local subscription state (the columns premium.ts checks).
import "server-only";
import type Stripe from "stripe";
import type { SubscriptionState } from "../billing-user";
import type { SubscriptionStatus } from "../subscription-status";

/** Stripe statuses that still bill the customer (worth cancelling when the account goes). */
export const LIVE_STRIPE_STATUSES = new Set([
  "active",
  "trialing",
  "past_due",
  "incomplete",
  "unpaid",
  "paused",
]);

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** End of the current period: since API 2025-03-31 it lives on the items, not the subscription. */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const ends = (sub.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((n): n is number => typeof n === "number");
  if (ends.length) return toDate(Math.max(...ends));
  return toDate(sub.cancel_at);
}

/**
 * A trial over free referral months (issue 47 item 10) whose card is not saved yet: nothing is
 * paid, so it reads as "incomplete" (the upgrade can be finished), not as a paid subscription.
 */
export function awaitsCard(sub: Stripe.Subscription): boolean {
  return sub.status === "trialing" && !sub.default_payment_method;
}

function localStatus(sub: Stripe.Subscription): SubscriptionStatus {
  if (awaitsCard(sub)) return "incomplete";
  switch (sub.status) {
    case "active":
    case "trialing":
      return sub.cancel_at_period_end || sub.cancel_at ? "canceling" : "active";
    case "past_due":
      return "past_due";
    case "incomplete":
      return "incomplete";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    case "unpaid":
      return "unpaid";
    case "paused":
      return "paused";
    default:
      // A status newer than this code: no paid access, and still cancelled with the account.
      return "unpaid";
  }
}

function customerId(sub: Stripe.Subscription): string {
  return typeof sub.customer === "string" ? sub.customer : sub.customer.id;
}

export function stateFromStripe(sub: Stripe.Subscription): SubscriptionState {
  const status = localStatus(sub);
  return {
    stripeSubscriptionId: sub.id,
    stripeCustomerId: customerId(sub),
    subscriptionStatus: status,
    subscriptionExpiresAt:
      status === "canceled" ? (toDate(sub.ended_at) ?? periodEnd(sub)) : periodEnd(sub),
  };
}
