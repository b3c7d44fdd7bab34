// Demo payments: used when no Stripe keys are set, so the whole upgrade flow can be tried without
// an account at a payment provider. It walks the same screens: a pending subscription and a
// secret, a (clearly labelled) card form, then a server-side confirm that activates one month.
// Nothing is charged; the well-known test card numbers below behave like Stripe's.
import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError, conflict } from "@/lib/errors/api-error";
import { addMonths, freePremiumUntil } from "../premium";
import { saveSubscriptionState, type BillingUser } from "../billing-user";
import type { PaymentProvider, PaymentStart } from "../provider-types";
import type { z } from "zod";
import type { demoConfirmSchema } from "../schemas";

const PREFIX = "demo_sub_";
const SECRET_SUFFIX = "_secret";

export const isDemoSubscriptionId = (id: string) => id.startsWith(PREFIX);

/** Stripe's test cards that fail, with Stripe's wording. */
const DECLINING_CARDS: Record<string, string> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Your card has insufficient funds.",
};

const NO_PENDING_PAYMENT_MESSAGE = "This payment is no longer pending. Start the upgrade again.";

const secretFor = (subscriptionId: string) => `${subscriptionId}${SECRET_SUFFIX}`;

export const demoProvider: PaymentProvider = {
  kind: "demo",

  async startSubscription(user): Promise<PaymentStart> {
    // Free referral months still running: the paid month starts when they end (issue 47).
    const free = freePremiumUntil(user);
    const startsAt = free ? { startsAt: free.toISOString() } : {};
    const pending =
      user.stripeSubscriptionId &&
      isDemoSubscriptionId(user.stripeSubscriptionId) &&
      user.subscriptionStatus === "incomplete";
    if (pending)
      return {
        provider: "demo",
        clientSecret: secretFor(user.stripeSubscriptionId!),
        ...startsAt,
      };
    const id = `${PREFIX}${randomUUID()}`;
    await saveSubscriptionState(user.id, {
      stripeSubscriptionId: id,
      subscriptionStatus: "incomplete",
      subscriptionExpiresAt: null,
    });
    return { provider: "demo", clientSecret: secretFor(id), ...startsAt };
  },

  async cancelAtPeriodEnd(user) {
    await saveSubscriptionState(user.id, {
      stripeSubscriptionId: user.stripeSubscriptionId,
      subscriptionStatus: "canceling",
      subscriptionExpiresAt: user.subscriptionExpiresAt,
    });
  },

  // Nothing is ever billed in demo mode.
  async cancelImmediately() {},

  // The row is the demo provider's only record: there is nothing to re-read.
  async refresh() {},
};

/**
 * The confirm step: the pending subscription named by the secret becomes one paid month, which
 * starts now, or when free referral months still running end (issue 47 item 10: paying during a
 * free month does not spend the paid one alongside it).
 */
export async function confirmDemoPayment(
  user: BillingUser,
  input: z.output<typeof demoConfirmSchema>,
  now = new Date(),
): Promise<void> {
  const id = input.clientSecret.endsWith(SECRET_SUFFIX)
    ? input.clientSecret.slice(0, -SECRET_SUFFIX.length)
    : "";
  if (!id || !isDemoSubscriptionId(id) || user.stripeSubscriptionId !== id)
    throw conflict(NO_PENDING_PAYMENT_MESSAGE);
  // A repeated confirm of a payment that went through (double click, retry) is a success, not a second month.
  if (user.subscriptionStatus === "active") return;
  if (user.subscriptionStatus !== "incomplete") throw conflict(NO_PENDING_PAYMENT_MESSAGE);
  const declined = DECLINING_CARDS[input.card.cardNumber];
  if (declined) throw new ApiError("CARD_DECLINED", declined);
  await saveSubscriptionState(user.id, {
    stripeSubscriptionId: id,
    subscriptionStatus: "active",
    subscriptionExpiresAt: addMonths(freePremiumUntil(user, now) ?? now, 1),
  });
}
