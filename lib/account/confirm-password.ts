// Re-asking the password before a dangerous change (delete account, new password). Attempts are
// counted per user before the check (a correct one is given back), so a session left open on a
// shared computer cannot be used to guess it, not even with parallel requests.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { verifyPassword } from "@/lib/auth/password";
import { loginWindowSeconds } from "@/lib/auth/login-rate-limit";
import { badRequest, unauthorized } from "@/lib/errors/api-error";
import { refundHit, takeLimit } from "@/lib/server/rate-limit";
import { confirmPasswordKey } from "@/lib/server/limit-keys";

const WRONG_PASSWORD_MESSAGE = "Incorrect password";
/** Only the signed-in user can try, so one counter per user cannot be set by a stranger. */
const MAX_FAILURES = 5;

/** The user row if the password is theirs; 400 on the named field otherwise, 429 after repeated misses. */
export async function confirmPassword(
  userId: string,
  password: string,
  field = "password",
): Promise<User> {
  const key = confirmPasswordKey(userId);
  await takeLimit(
    key,
    MAX_FAILURES,
    loginWindowSeconds(),
    "Too many attempts. Please wait a few minutes and try again.",
  );
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  if (!(await verifyPassword(password, user.password)))
    throw badRequest(WRONG_PASSWORD_MESSAGE, field);
  await refundHit(key);
  return user;
}
