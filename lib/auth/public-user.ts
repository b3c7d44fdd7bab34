import type { SubscriptionStatus } from "@/lib/billing/subscription-status";
import type { User } from "@/db/schema";
import { hasPremium, premiumExpiresAt } from "@/lib/billing/premium";
import { REFERRAL_NO_REWARD_MESSAGES } from "@/lib/auth/mailbox";

/** What the API may say about a user: never the password hash or payment-provider ids. */
export type PublicUser = {
  id: string;
  email: string;
  createdAt: string;
  affiliateCode: string;
  referredByCode: string | null;
  freeMonthsAwarded: number;
  subscriptionStatus: SubscriptionStatus;
  subscriptionExpiresAt: string | null;
  hasPremium: boolean;
  /** Why a referred sign-up earned no free month (lib/auth/mailbox.ts); absent otherwise. */
  referralNote?: string;
};

export function toPublicUser(user: User, now = new Date()): PublicUser {
  return {
    id: user.id,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    affiliateCode: user.affiliateCode,
    referredByCode: user.referredByCode,
    freeMonthsAwarded: user.freeMonthsAwarded,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionExpiresAt: premiumExpiresAt(user, now)?.toISOString() ?? null,
    hasPremium: hasPremium(user, now),
    ...(user.referralNoReward
      ? { referralNote: REFERRAL_NO_REWARD_MESSAGES[user.referralNoReward] }
      : {}),
  };
}
