// Writes a Stripe subscription, as Stripe has it now, onto its user. Used by the webhook, by the
// post-payment refresh and by cancel, so all three agree on what a subscription means locally.
import "server-only";
import type Stripe from "stripe";
import {
  findBillingUser,
  findBillingUserBySubscription,
  saveSubscriptionState,
  type BillingUser,
  type Tx,
} from "../billing-user";
import type { Db } from "@/db/client";
import { PAID_STATUSES } from "../premium";
import { stateFromStripe } from "./state";

async function ownerOf(sub: Stripe.Subscription, tx?: Tx | Db): Promise<BillingUser | undefined> {
  const bySubscription = await findBillingUserBySubscription(sub.id, tx);
  if (bySubscription) return bySubscription;
  const userId = sub.metadata?.userId;
  return userId ? findBillingUser(userId, tx) : undefined;
}

/**
 * Applies the subscription to its owner. A subscription other than the user's current one is
 * applied only when it is paid and the current one is not (the current one is then stale);
 * otherwise a late event about an old, abandoned or replaced subscription could undo the new one.
 */
export async function applyStripeSubscription(
  sub: Stripe.Subscription,
  tx?: Tx | Db,
): Promise<"applied" | "ignored"> {
  const user = await ownerOf(sub, tx);
  if (!user) return "ignored";
  const state = stateFromStripe(sub);
  if (user.stripeCustomerId && user.stripeCustomerId !== state.stripeCustomerId) return "ignored";
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id) {
    const incomingPaid = PAID_STATUSES.has(state.subscriptionStatus);
    const currentPaid =
      PAID_STATUSES.has(user.subscriptionStatus) &&
      !!user.subscriptionExpiresAt &&
      user.subscriptionExpiresAt > new Date();
    if (!incomingPaid || currentPaid) return "ignored";
  }
  await saveSubscriptionState(user.id, state, tx);
  return "applied";
}
