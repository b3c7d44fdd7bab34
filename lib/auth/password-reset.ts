// "Forgot password?": a link by e-mail that sets a new password once.
//   - The token is 32 random bytes; only its SHA-256 is stored. A link works once and for 60 minutes;
//     using one ends every other link of the user too.
//   - The request answers the same body, in the same time, whether or not the address has an
//     account: the route only counts the rate limits and returns; the lookup, the token and the
//     e-mail happen after the response (lib/server/background.ts).
//   - Limits: per e-mail (5 an hour: nobody's mailbox gets flooded) and per client address (20 an
//     hour); resets per address (20 an hour).
//   - A reset ends every session of the user (a thief's cookie dies with the old password) and
//     clears the login throttle of the account: the owner just proved they read its mailbox.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { passwordResets, users } from "@/db/schema";
import { badRequest } from "@/lib/errors/api-error";
import { sendMail } from "@/lib/mail";
import { passwordResetMessage } from "@/lib/mail/messages";
import { addressBucket } from "@/lib/server/address-bucket";
import { runAfterResponse } from "@/lib/server/background";
import { loginAccountPrefix, passwordForgotEmailKey } from "@/lib/server/limit-keys";
import { deleteLimits, takeLimit } from "@/lib/server/rate-limit";
import { findUserByEmail, normalizeEmail } from "./accounts";
import { hashPassword } from "./password";
import { endUserSessions } from "./session";

const RESET_VALID_MINUTES = 60;
const FORGOT_PER_EMAIL_PER_HOUR = 5;
const FORGOT_PER_ADDRESS_PER_HOUR = 20;
const RESETS_PER_ADDRESS_PER_HOUR = 20;

export const FORGOT_RESPONSE = {
  message:
    "If an account uses that address, we've sent it a link to choose a new password. Check your inbox.",
} as const;
export const INVALID_RESET_MESSAGE = "This reset link is invalid or has expired.";
const TOO_MANY = "Too many password reset requests. Please wait a while and try again.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const addressKey = (kind: string, address: string | null) =>
  `password-${kind}:address:${address ? addressBucket(address) : "unknown"}`;

/** Counts the request and answers at once; the e-mail (if the account exists) is sent afterwards. */
export async function requestPasswordReset(
  email: string,
  clientAddress: string | null,
  origin: string,
): Promise<typeof FORGOT_RESPONSE> {
  const normalized = normalizeEmail(email);
  await Promise.all([
    takeLimit(passwordForgotEmailKey(normalized), FORGOT_PER_EMAIL_PER_HOUR, 3600, TOO_MANY),
    takeLimit(addressKey("forgot", clientAddress), FORGOT_PER_ADDRESS_PER_HOUR, 3600, TOO_MANY),
  ]);
  runAfterResponse("password-reset", () => sendResetLink(normalized, origin));
  return FORGOT_RESPONSE;
}

/** Creates a reset token for the account with this e-mail, if there is one, and mails its link. */
export async function sendResetLink(
  email: string,
  origin: string,
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = randomBytes(32).toString("base64url");
  const db = await getDb();
  // Links of this user that can no longer be used are of no further interest.
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)),
      ),
    );
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
  });
  await sendMail(
    passwordResetMessage(
      user.email,
      `${origin}/auth/reset?token=${encodeURIComponent(token)}`,
      RESET_VALID_MINUTES,
    ),
  );
}

/** Sets the new password for a live token and ends every session of its user; 400 otherwise. */
export async function resetPassword(
  token: string,
  password: string,
  clientAddress: string | null,
): Promise<{ message: string }> {
  await takeLimit(addressKey("reset", clientAddress), RESETS_PER_ADDRESS_PER_HOUR, 3600, TOO_MANY);
  const tokenHash = hashToken(token);
  const db = await getDb();
  const live = (now: Date) =>
    and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now),
    );
  const [found] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(live(new Date()));
  if (!found) throw badRequest(INVALID_RESET_MESSAGE, "token");
  const hash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const now = new Date();
    // Claiming the token and changing the password are one step: of two parallel resets, one wins.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live(now))
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw badRequest(INVALID_RESET_MESSAGE, "token");
    const [changed] = await tx
      .update(users)
      .set({ password: hash })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, email: users.email });
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await endUserSessions(claimed.userId, tx);
    return changed!;
  });
  await deleteLimits({ prefixes: [loginAccountPrefix(user.email)] });
  return { message: "Your password is changed. Sign in with the new one." };
}
