// Change password: every session of the user ends (a thief's copy of a cookie dies with the old
// password); the route then signs this browser in again with the new one.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { endUserSessions } from "@/lib/auth/session";
import { hashPassword } from "@/lib/auth/password";
import type { ChangePasswordInput } from "@/lib/auth/schemas";
import { badRequest } from "@/lib/errors/api-error";
import { confirmPassword } from "./confirm-password";

const SAME_PASSWORD_MESSAGE = "Choose a new password that is different from the current one";

/** Returns the e-mail to sign in with again. */
export async function changePassword(userId: string, input: ChangePasswordInput): Promise<string> {
  const user = await confirmPassword(userId, input.currentPassword, "currentPassword");
  if (input.newPassword === input.currentPassword)
    throw badRequest(SAME_PASSWORD_MESSAGE, "newPassword");
  const hash = await hashPassword(input.newPassword);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, userId));
    await endUserSessions(userId, tx);
  });
  return user.email;
}
