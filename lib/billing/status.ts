// Premium status read from the database, for the gates and the status endpoints.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import {
  freePremiumUntil,
  hasPremium,
  paidPremiumUntil,
  premiumExpiresAt,
  type PremiumFields,
} from "./premium";
import { billingConfig } from "./config";

async function premiumFields(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
      freePremiumUntil: users.freePremiumUntil,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function userHasPremium(userId: string): Promise<boolean> {
  const row = await premiumFields(userId);
  return row ? hasPremium(row) : false;
}

/** GET /api/subscription: spec §3 "Subscription: active", plus what the screens show about it. */
export type SubscriptionDto = {
  /** Premium now (the one rule: paid period or referral months). */
  active: boolean;
  /** When premium ends (the later of the two), if it is running. */
  expiresAt?: string;
  /**
   * The paid plan: "none" (never or ended), "pending" (waiting for the first payment),
   * "active" (renews), "canceling" (runs to its end), "past_due" (renewal payment failing).
   */
  plan: "none" | "pending" | "active" | "canceling" | "past_due";
  /** End of the paid period when a paid plan is running. */
  paidUntil?: string;
  /** End of the free months earned by referrals when they are running. */
  freeUntil?: string;
  provider: "stripe" | "demo";
};

export function toSubscriptionDto(
  row: PremiumFields,
  provider: "stripe" | "demo",
  now = new Date(),
): SubscriptionDto {
  const paid = paidPremiumUntil(row, now);
  const free = freePremiumUntil(row, now);
  const expires = premiumExpiresAt(row, now);
  let plan: SubscriptionDto["plan"] = "none";
  const status = row.subscriptionStatus;
  if (paid && (status === "active" || status === "canceling" || status === "past_due"))
    plan = status;
  else if (status === "incomplete") plan = "pending";
  return {
    active: hasPremium(row, now),
    ...(expires ? { expiresAt: expires.toISOString() } : {}),
    plan,
    ...(paid ? { paidUntil: paid.toISOString() } : {}),
    ...(free ? { freeUntil: free.toISOString() } : {}),
    provider,
  };
}

export async function subscriptionStatus(userId: string): Promise<SubscriptionDto> {
  const row = await premiumFields(userId);
  const provider = billingConfig().provider;
  if (!row) return { active: false, plan: "none", provider };
  return toSubscriptionDto(row, provider);
}
