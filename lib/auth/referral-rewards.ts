// Referral rewards: the referrer and the referred user each get one free premium month,
// extending from the later of now and their current referral-premium end. Limits (issue 19,
// "referral farming"): one reward per e-mail ever (a deleted and re-registered account earns
// nobody a second month), and a referrer earns at most 12 months a year from referrals; the
// new user still gets theirs when the referrer is at the cap.
import "server-only";
import { createHash } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { referralRewards, users } from "@/db/schema";
import { addMonths } from "@/lib/billing/premium";
import { countOf } from "@/lib/db/rows";

const FREE_MONTHS_PER_REFERRAL = 1;
const MAX_REFERRAL_MONTHS_PER_YEAR = 12;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Kept instead of the e-mail itself: enough to recognise a returning address, nothing to mail. */
const rewardedEmailHash = (normalizedEmail: string) =>
  createHash("sha256").update(normalizedEmail).digest("hex");

async function grantFreeMonth(tx: Tx | Db, userId: string, now = new Date()): Promise<void> {
  const [row] = await tx
    .select({ freePremiumUntil: users.freePremiumUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!row) return;
  const start = row.freePremiumUntil && row.freePremiumUntil > now ? row.freePremiumUntil : now;
  await tx
    .update(users)
    .set({
      freePremiumUntil: addMonths(start, FREE_MONTHS_PER_REFERRAL),
      freeMonthsAwarded: sql`${users.freeMonthsAwarded} + ${FREE_MONTHS_PER_REFERRAL}`,
    })
    .where(eq(users.id, userId));
}

/** Months the referrer earned from referrals in the year before `now` (call with their row locked). */
async function monthsEarnedThisYear(tx: Tx, referrerId: string, now: Date): Promise<number> {
  const yearAgo = addMonths(now, -12);
  const n = countOf(
    await tx
      .select({ n: count() })
      .from(referralRewards)
      .where(
        and(eq(referralRewards.referrerId, referrerId), gt(referralRewards.createdAt, yearAgo)),
      ),
  );
  return n * FREE_MONTHS_PER_REFERRAL;
}

/** Rewards a sign-up through a referral code, inside the registration's transaction. */
export async function rewardReferral(
  tx: Tx,
  { referrerId, newUserId, email }: { referrerId: string; newUserId: string; email: string },
  now = new Date(),
): Promise<void> {
  const [first] = await tx
    .insert(referralRewards)
    .values({ emailHash: rewardedEmailHash(email), createdAt: now })
    .onConflictDoNothing()
    .returning({ emailHash: referralRewards.emailHash });
  if (!first) return; // this e-mail has earned its months before
  await grantFreeMonth(tx, newUserId, now);
  // The referrer's row is locked first, so two sign-ups with one code cannot both pass the cap.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, referrerId)).for("update");
  if (
    (await monthsEarnedThisYear(tx, referrerId, now)) + FREE_MONTHS_PER_REFERRAL >
    MAX_REFERRAL_MONTHS_PER_YEAR
  )
    return;
  await grantFreeMonth(tx, referrerId, now);
  await tx
    .update(referralRewards)
    .set({ referrerId })
    .where(eq(referralRewards.emailHash, rewardedEmailHash(email)));
}
