// POST /api/stripe/webhook: verify the signature on the raw body, apply each event once
// (processed_events), and never trust the event's copy of the subscription: Stripe does not
// deliver events in order, so the subscription is re-read and its current state applied.
import "server-only";
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { processedEvents } from "@/db/schema";
import { ApiError, badRequest, payloadTooLarge } from "@/lib/errors/api-error";
import { readBodyText } from "@/lib/server/read-body";
import { billingConfig } from "../config";
import { applyStripeSubscription } from "./apply";
import { isStripeMissing, stripeClient } from "./client";

const HANDLED_EVENTS = new Set([
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

/** Stripe's events are a few kB (its own cap on a payload is far below this); more is not Stripe. */
const MAX_EVENT_BYTES = 512 * 1024;

export type WebhookResult = {
  received: true;
  outcome: "applied" | "ignored" | "duplicate" | "unhandled";
};

function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as {
    object?: string;
    id?: string;
    parent?: Stripe.Invoice["parent"];
  };
  if (object.object === "subscription") return object.id ?? null;
  if (object.object === "invoice") {
    const sub = object.parent?.subscription_details?.subscription;
    return typeof sub === "string" ? sub : (sub?.id ?? null);
  }
  return null;
}

/**
 * Everything that can be refused without the body is refused first (no Stripe here, no signature
 * header); then the body is read with a byte limit and its signature checked.
 */
async function verify(req: Request): Promise<{ event: Stripe.Event; stripe: Stripe }> {
  const config = billingConfig();
  if (config.provider !== "stripe") throw new ApiError("NOT_FOUND", "Stripe is not configured");
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  const stripe = stripeClient(config.stripe);
  const rawBody = await readBodyText(req, MAX_EVENT_BYTES, () =>
    payloadTooLarge("Event is too large"),
  );
  try {
    return {
      event: stripe.webhooks.constructEvent(rawBody, signature, config.stripe.webhookSecret),
      stripe,
    };
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
}

export async function handleStripeWebhook(req: Request): Promise<WebhookResult> {
  const { event, stripe } = await verify(req);
  if (!HANDLED_EVENTS.has(event.type)) return { received: true, outcome: "unhandled" };

  const db = await getDb();
  const [seen] = await db
    .select({ id: processedEvents.id })
    .from(processedEvents)
    .where(eq(processedEvents.id, event.id));
  if (seen) return { received: true, outcome: "duplicate" };

  const subscriptionId = subscriptionIdOf(event);
  let subscription: Stripe.Subscription | null = null;
  if (subscriptionId) {
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (err) {
      if (!isStripeMissing(err)) throw err; // 500: Stripe retries the delivery later
      // Gone at Stripe: a deleted subscription's own event is then the last word.
      if (event.type === "customer.subscription.deleted")
        subscription = event.data.object as Stripe.Subscription;
    }
  }

  // Recording the event and applying it commit together, so a crash leaves it to be retried
  // and two concurrent deliveries of one event apply it once.
  const outcome = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(processedEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedEvents.id });
    if (inserted.length === 0) return "duplicate" as const;
    return subscription ? applyStripeSubscription(subscription, tx) : ("ignored" as const);
  });
  return { received: true, outcome };
}
