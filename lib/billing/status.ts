// Premium status read from the database, for the gates and the status endpoints.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { premiumRequired } from "@/lib/http/errors";
import { hasPremium, premiumExpiresAt } from "./premium";

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

/** Throws 403 PREMIUM_REQUIRED unless the user has premium now. */
export async function requirePremium(userId: string, message?: string, extra?: Record<string, unknown>): Promise<void> {
  if (!(await userHasPremium(userId))) throw premiumRequired(message, extra);
}

export async function subscriptionStatus(userId: string): Promise<{ active: boolean; expiresAt?: string; status: string }> {
  const row = await premiumFields(userId);
  if (!row) return { active: false, status: "inactive" };
  const expires = premiumExpiresAt(row);
  return { active: hasPremium(row), status: row.subscriptionStatus, ...(expires ? { expiresAt: expires.toISOString() } : {}) };
}
