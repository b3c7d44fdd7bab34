// The premium rule, in one place. Every gate (category names, journal extraction, image
// generation), GET /api/settings hasPremium and GET /api/subscription use this.
import type { User } from "@/db/schema";
import type { SubscriptionStatus } from "./subscription-status";

export type PremiumFields = Pick<
  User,
  "subscriptionStatus" | "subscriptionExpiresAt" | "freePremiumUntil"
>;

/**
 * Local subscription states. Paid ones grant access until the period end: "canceling" runs to its
 * end, "past_due" keeps access while the provider retries the card.
 */
export const PAID_STATUSES: ReadonlySet<SubscriptionStatus> = new Set([
  "active",
  "canceling",
  "past_due",
] as const);

export function paidPremiumUntil(user: PremiumFields, now = new Date()): Date | null {
  if (!PAID_STATUSES.has(user.subscriptionStatus)) return null;
  const end = user.subscriptionExpiresAt;
  return end && end > now ? end : null;
}

/** Referral months still running, or null. */
export function freePremiumUntil(user: PremiumFields, now = new Date()): Date | null {
  return user.freePremiumUntil && user.freePremiumUntil > now ? user.freePremiumUntil : null;
}

export function hasPremium(user: PremiumFields, now = new Date()): boolean {
  return paidPremiumUntil(user, now) !== null || freePremiumUntil(user, now) !== null;
}

/** When premium ends, taking the later of the paid period and the referral months. */
export function premiumExpiresAt(user: PremiumFields, now = new Date()): Date | null {
  const paid = paidPremiumUntil(user, now);
  const free = freePremiumUntil(user, now);
  if (paid && free) return paid > free ? paid : free;
  return paid ?? free;
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}
