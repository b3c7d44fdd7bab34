// Referral rewards: the referrer and the referred user each get one free premium month,
// extending from the later of now and their current referral-premium end. Limits (issue 19,
// "referral farming"): one reward per e-mail ever (a deleted and re-registered account earns
// nobody a second month), and a referrer earns at most 12 months a year from referrals; the
// new user still gets theirs when the referrer is at the cap.
// One mailbox counts once (issue 41 item 8, docs/decisions/referral-mailboxes.md): a sign-up whose
// address reaches the mailbox of the referrer or of another account (a +tag, or dots at Gmail)
// earns no month for either side, and the new account records why (`referralNoReward`). The
// once-ever record is kept per mailbox too.
import "server-only";
import { createHash } from "node:crypto";
import { and, count, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { referralRewards, users } from "@/db/schema";
import { addMonths } from "@/lib/billing/premium";
import { countOf } from "@/lib/db/rows";
import { mailboxOf } from "./mailbox";

const FREE_MONTHS_PER_REFERRAL = 1;
const MAX_REFERRAL_MONTHS_PER_YEAR = 12;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Kept instead of the e-mail itself: enough to recognise a returning mailbox, nothing to mail.
 * Hashes of a mailbox (lib/auth/mailbox.ts); rows written before issue 41 hash the whole
 * address, which is the same string for every address without a +tag or Gmail dots.
 */
const rewardedEmailHash = (email: string) =>
  createHash("sha256").update(mailboxOf(email)).digest("hex");

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

/** Whether another account (the referrer's included) reaches the same mailbox as `newUserId`'s address. */
async function mailboxTaken(
  tx: Tx,
  mailbox: string,
  referrerId: string,
  newUserId: string,
): Promise<boolean> {
  const [referrer] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, referrerId));
  if (referrer && mailboxOf(referrer.email) === mailbox) return true;
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mailbox, mailbox), ne(users.id, newUserId)))
    .limit(1);
  return other !== undefined;
}

/** Rewards a sign-up through a referral code, inside the registration's transaction. */
export async function rewardReferral(
  tx: Tx,
  { referrerId, newUserId, email }: { referrerId: string; newUserId: string; email: string },
  now = new Date(),
): Promise<void> {
  const withhold = async () => {
    await tx.update(users).set({ referralNoReward: "same_mailbox" }).where(eq(users.id, newUserId));
  };
  if (await mailboxTaken(tx, mailboxOf(email), referrerId, newUserId)) return withhold();
  const [first] = await tx
    .insert(referralRewards)
    .values({ emailHash: rewardedEmailHash(email), createdAt: now })
    .onConflictDoNothing()
    .returning({ emailHash: referralRewards.emailHash });
  if (!first) return withhold(); // this mailbox has earned its months before
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
