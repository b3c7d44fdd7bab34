// Accounts: registration (with referral reward), credential checks, lookups.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userSettings, users, type User } from "@/db/schema";
import { badRequest, conflict } from "@/lib/errors/api-error";
import { isUniqueViolation } from "@/lib/db/errors";
import { defaultPercentages } from "@/lib/categories";
import { WELCOME_TASK_DESCRIPTION } from "@/lib/tasks/welcome";
import { rewardReferral } from "./referral-rewards";
import { mailboxOf } from "@/lib/auth/mailbox";
import { writeTasks } from "@/lib/tasks/write";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import { newAffiliateCode, normalizeAffiliateCode } from "./affiliate-code";
import type { RegisterPayload } from "./schemas";
import { onlyRow } from "@/lib/db/rows";

const DUPLICATE_EMAIL_MESSAGE =
  "An account with this email already exists. Try logging in instead.";
const UNKNOWN_REFERRAL_MESSAGE =
  "This referral code doesn't exist. Check it or leave the field empty.";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(email: string): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

export async function findUserById(id: string): Promise<User | undefined> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function registerUser(input: RegisterPayload): Promise<User> {
  const db = await getDb();
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const referralCode = input.referredByCode
    ? normalizeAffiliateCode(input.referredByCode)
    : undefined;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // The welcome task is a write to the new user's task list (lib/tasks/write.ts).
      const created = await writeTasks(
        (user: User) => user.id,
        (w) =>
          db.transaction(async (tx) => {
            const [existing] = await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, email));
            if (existing) throw conflict(DUPLICATE_EMAIL_MESSAGE);

            let referrerId: string | undefined;
            if (referralCode) {
              const [referrer] = await tx
                .select({ id: users.id })
                .from(users)
                .where(eq(users.affiliateCode, referralCode));
              if (!referrer) throw badRequest(UNKNOWN_REFERRAL_MESSAGE, "referredByCode");
              referrerId = referrer.id;
            }

            const user = onlyRow(
              await tx
                .insert(users)
                .values({
                  email,
                  password: passwordHash,
                  mailbox: mailboxOf(email),
                  affiliateCode: newAffiliateCode(),
                  referredByCode: referralCode ?? null,
                })
                .returning(),
              "new user",
            );
            await tx.insert(userSettings).values({
              userId: user.id,
              categoryNames: {},
              categoryPercentages: defaultPercentages(),
            });
            await w.insert(tx).values({
              userId: user.id,
              description: WELCOME_TASK_DESCRIPTION,
              category: "personal_growth",
              aiCategory: "personal_growth",
              order: 0,
              welcome: true,
            });
            if (referrerId) await rewardReferral(tx, { referrerId, newUserId: user.id, email });
            return onlyRow(await tx.select().from(users).where(eq(users.id, user.id)), "new user");
          }),
      );
      return created;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Either the e-mail was taken concurrently, or (rarely) the affiliate code collided: retry.
      if (await findUserByEmail(email)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
    }
  }
  throw new Error("Could not allocate a unique affiliate code");
}

/** The user for these credentials, or null. Unknown e-mails cost the same time as wrong passwords. */
export async function verifyCredentials(email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(email);
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(password, user.password)) ? user : null;
}
