// One Stripe API client per process (per secret key). Tests spy on its methods: no network.
import "server-only";
import Stripe from "stripe";
import type { StripeSettings } from "../config";

let current: { key: string; stripe: Stripe } | null = null;

export function stripeClient(settings: StripeSettings): Stripe {
  if (!current || current.key !== settings.secretKey) {
    current = {
      key: settings.secretKey,
      stripe: new Stripe(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "Balance" },
      }),
    };
  }
  return current.stripe;
}

/** A Stripe "No such ..." answer: the object is gone (or was never there). */
export function isStripeMissing(err: unknown): boolean {
  const e = err as { statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === "resource_missing";
}
