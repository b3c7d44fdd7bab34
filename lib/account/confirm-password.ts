// Re-asking the password before a dangerous change (delete account, new password). Failures are
// counted per user, so a session left open on a shared computer cannot be used to guess it.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { loginWindowSeconds, MAX_FAILURES_PER_ACCOUNT } from "@/lib/auth/login-rate-limit";
import { badRequest, tooManyRequests, unauthorized } from "@/lib/http/errors";
import { hitLimit, peekLimit, resetLimit } from "@/lib/server/rate-limit";

export const WRONG_PASSWORD_MESSAGE = "Incorrect password";

const limitKey = (userId: string) => `account:password:${userId}`;

/** The user row if the password is theirs; 400 on the named field otherwise, 429 after repeated misses. */
export async function confirmPassword(userId: string, password: string, field = "password"): Promise<User> {
  const limit = await peekLimit(limitKey(userId), loginWindowSeconds());
  if (limit.count >= MAX_FAILURES_PER_ACCOUNT) {
    throw tooManyRequests("Too many attempts. Please wait a few minutes and try again.", limit.retryAfterSeconds);
  }
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  if (!(await verifyPassword(password, user.password))) {
    await hitLimit(limitKey(userId), loginWindowSeconds());
    throw badRequest(WRONG_PASSWORD_MESSAGE, field);
  }
  await resetLimit(limitKey(userId));
  return user;
}
