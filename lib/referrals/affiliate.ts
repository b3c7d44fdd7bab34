// The Refer & Earn screen's data: the user's code and counters, and their premium and referrer.
import "server-only";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { unauthorized } from "@/lib/errors/api-error";
import { hasPremium, premiumExpiresAt } from "@/lib/billing/premium";
import { REFERRAL_NO_REWARD_MESSAGES, REFERRER_SAME_MAILBOX_MESSAGE } from "@/lib/auth/mailbox";

export type AffiliateCodeDto = {
  affiliateCode: string;
  referredCount: number;
  freeMonthsAwarded: number;
  /** Referred sign-ups that earned no month because their mailbox was counted already (issue 41); absent when none. */
  referralsWithoutMonth?: number;
  /** Why, when referralsWithoutMonth > 0. */
  referralsWithoutMonthReason?: string;
};

export type AffiliateStatusDto = {
  subscription: { active: boolean; expiresAt?: string };
  referredBy?: { email: string; joinDate: string };
  /** Why this referred sign-up earned no free month; absent when it did (or was not referred). */
  referralNote?: string;
};

async function userRow(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return row;
}

export async function getAffiliateCode(userId: string): Promise<AffiliateCodeDto> {
  const user = await userRow(userId);
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), withheld: count(users.referralNoReward) })
    .from(users)
    .where(eq(users.referredByCode, user.affiliateCode));
  const withheld = row?.withheld ?? 0;
  return {
    affiliateCode: user.affiliateCode,
    referredCount: row?.n ?? 0,
    freeMonthsAwarded: user.freeMonthsAwarded,
    // Only when there are some: the call's contract (affiliateCode, referredCount, freeMonthsAwarded) stays as it was.
    ...(withheld > 0
      ? {
          referralsWithoutMonth: withheld,
          referralsWithoutMonthReason: REFERRER_SAME_MAILBOX_MESSAGE,
        }
      : {}),
  };
}

/** referredBy is the referrer's e-mail and the day they joined; absent if not referred or they have left. */
export async function getAffiliateStatus(userId: string): Promise<AffiliateStatusDto> {
  const user = await userRow(userId);
  const expires = premiumExpiresAt(user);
  const status: AffiliateStatusDto = {
    subscription: {
      active: hasPremium(user),
      ...(expires ? { expiresAt: expires.toISOString() } : {}),
    },
    ...(user.referralNoReward
      ? { referralNote: REFERRAL_NO_REWARD_MESSAGES[user.referralNoReward] }
      : {}),
  };
  if (user.referredByCode) {
    const db = await getDb();
    const [referrer] = await db
      .select({ email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.affiliateCode, user.referredByCode));
    if (referrer)
      status.referredBy = { email: referrer.email, joinDate: referrer.createdAt.toISOString() };
  }
  return status;
}
