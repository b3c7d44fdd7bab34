// Referral rewards: the referrer and the referred user each get one free premium month,
// extending from the later of now and their current referral-premium end.
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { addMonths } from "@/lib/billing/premium";

export const FREE_MONTHS_PER_REFERRAL = 1;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function grantFreeMonth(tx: Tx | Db, userId: string, now = new Date()): Promise<void> {
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
