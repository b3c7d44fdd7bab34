// Delete account (spec §1 terms): stop billing, remove stored images, then the user row, which
// takes every other row of the user with it (foreign keys cascade). Images go before the row so a
// failure leaves a user who can try again rather than files nobody owns. The rate-limit counters
// that name the user (by id or e-mail) go with them, so a re-registered account starts clean.
import "server-only";
import { endUserSessions } from "@/lib/auth/session";
import { writeTasks } from "@/lib/tasks/write";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { cancelBillingForDeletion } from "@/lib/billing/subscription";
import { deleteAllUserImages } from "@/lib/storage/images";
import { confirmPassword } from "./confirm-password";
import { deleteLimits } from "@/lib/server/rate-limit";
import { personalLimits } from "@/lib/server/limit-keys";

export async function deleteAccount(userId: string, password: string): Promise<void> {
  const user = await confirmPassword(userId, password);
  await cancelBillingForDeletion(user);
  await deleteAllUserImages(userId);
  await deleteLimits(personalLimits(user));
  const db = await getDb();
  // The cascade deletes the user's tasks: a write to them (lib/tasks/write.ts).
  await writeTasks(userId, () => db.delete(users).where(eq(users.id, userId)));
  // The sessions went with the user row (cascade); this process forgets them too.
  await endUserSessions(userId);
}
