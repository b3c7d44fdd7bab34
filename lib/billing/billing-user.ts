// The billing columns of a user row, read and written in one place.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { users, type User } from "@/db/schema";
import { unauthorized } from "@/lib/errors/api-error";
import type { SubscriptionStatus } from "./subscription-status";

export type BillingUser = Pick<
  User,
  | "id"
  | "email"
  | "stripeCustomerId"
  | "stripeSubscriptionId"
  | "subscriptionStatus"
  | "subscriptionExpiresAt"
  | "freePremiumUntil"
>;

/** What a provider knows about a user's subscription, applied to the row as a whole. */
export type SubscriptionState = {
  stripeSubscriptionId: string | null;
  subscriptionStatus: SubscriptionStatus;
  subscriptionExpiresAt: Date | null;
  stripeCustomerId?: string | null;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const columns = {
  id: users.id,
  email: users.email,
  stripeCustomerId: users.stripeCustomerId,
  stripeSubscriptionId: users.stripeSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionExpiresAt: users.subscriptionExpiresAt,
  freePremiumUntil: users.freePremiumUntil,
};

export async function findBillingUser(
  userId: string,
  tx?: Tx | Db,
): Promise<BillingUser | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row;
}

/** The signed-in user's billing row; a deleted account is signed out. */
export async function requireBillingUser(userId: string): Promise<BillingUser> {
  const row = await findBillingUser(userId);
  if (!row) throw unauthorized();
  return row;
}

export async function findBillingUserBySubscription(
  subscriptionId: string,
  tx?: Tx | Db,
): Promise<BillingUser | undefined> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select(columns)
    .from(users)
    .where(eq(users.stripeSubscriptionId, subscriptionId));
  return row;
}

export async function saveSubscriptionState(
  userId: string,
  state: SubscriptionState,
  tx?: Tx | Db,
): Promise<void> {
  const db = tx ?? (await getDb());
  const { stripeCustomerId, ...rest } = state;
  await db
    .update(users)
    .set({ ...rest, ...(stripeCustomerId !== undefined ? { stripeCustomerId } : {}) })
    .where(eq(users.id, userId));
}

export type { Tx };
