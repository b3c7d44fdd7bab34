// What the subscription endpoints do, one function each, above the provider seam.
import "server-only";
import { ApiError, conflict, notFound, serviceUnavailable } from "@/lib/errors/api-error";
import { requireBillingUser, type BillingUser } from "./billing-user";
import { billingConfig } from "./config";
import { paidPremiumUntil } from "./premium";
import { paymentProvider, providerForSubscription } from "./provider";
import type { PaymentStart } from "./provider-types";
import { subscriptionStatus, type SubscriptionDto } from "./status";
import { confirmDemoPayment } from "./demo/provider";
import type { z } from "zod";
import type { demoConfirmSchema } from "./schemas";

const ALREADY_PREMIUM_MESSAGE = "You already have an active Premium subscription.";
/** Local states in which the provider bills nothing more. */
const ENDED_STATUSES = new Set(["inactive", "canceled"]);

const CANNOT_CANCEL_FOR_DELETION_MESSAGE =
  "Your subscription couldn't be cancelled right now, so your account was not deleted. Please try again later.";
const NOTHING_TO_CANCEL_MESSAGE = "You don't have an active subscription to cancel.";

/** POST /api/create-subscription: a subscription awaiting payment, and what the form needs. */
export async function createSubscription(userId: string): Promise<PaymentStart> {
  const user = await requireBillingUser(userId);
  if (paidPremiumUntil(user)) throw conflict(ALREADY_PREMIUM_MESSAGE);
  return paymentProvider().startSubscription(user);
}

/** POST /api/cancel-subscription: stop renewing; premium runs to the end of the paid period. */
export async function cancelSubscription(userId: string): Promise<SubscriptionDto> {
  const user = await requireBillingUser(userId);
  if (!paidPremiumUntil(user) || !user.stripeSubscriptionId)
    throw conflict(NOTHING_TO_CANCEL_MESSAGE);
  if (user.subscriptionStatus !== "canceling") {
    const provider = providerForSubscription(user.stripeSubscriptionId);
    if (!provider)
      throw serviceUnavailable("Payments are not available right now. Please try again later.");
    await provider.cancelAtPeriodEnd(user);
  }
  return subscriptionStatus(userId);
}

/** POST /api/billing/refresh: after the payment form succeeds, read the provider's state now
 * rather than wait for the webhook. */
export async function refreshSubscription(userId: string): Promise<SubscriptionDto> {
  const user = await requireBillingUser(userId);
  if (user.stripeSubscriptionId)
    await providerForSubscription(user.stripeSubscriptionId)?.refresh(user);
  return subscriptionStatus(userId);
}

/** POST /api/billing/demo/confirm: the demo provider's server-side payment confirmation. */
export async function confirmDemoSubscription(
  userId: string,
  input: z.output<typeof demoConfirmSchema>,
): Promise<SubscriptionDto> {
  if (billingConfig().provider !== "demo") throw notFound("Demo payments");
  await confirmDemoPayment(await requireBillingUser(userId), input);
  return subscriptionStatus(userId);
}

/** Account deletion: stop any billing first; if it cannot be stopped, the account stays. */
export async function cancelBillingForDeletion(user: BillingUser): Promise<void> {
  if (!user.stripeSubscriptionId || ENDED_STATUSES.has(user.subscriptionStatus)) return;
  try {
    const provider = providerForSubscription(user.stripeSubscriptionId);
    if (!provider)
      throw new Error(
        `No payment provider configured for subscription ${user.stripeSubscriptionId}`,
      );
    await provider.cancelImmediately(user);
  } catch (err) {
    console.error(
      `[billing] could not cancel the subscription of user ${user.id} before deletion:`,
      err,
    );
    throw new ApiError("UNAVAILABLE", CANNOT_CANCEL_FOR_DELETION_MESSAGE);
  }
}
