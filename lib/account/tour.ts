// Whether the user has been through the first-time tour, kept on the account so it does not come
// back in another browser or after the session ends (issue 22). Ending it by Close or Finish counts.
import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

export async function tourFinished(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ at: users.tourCompletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return Boolean(row?.at);
}

/** Marks the tour done; the first time is kept (repeating the call changes nothing). */
export async function finishTour(userId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ tourCompletedAt: now })
    .where(and(eq(users.id, userId), isNull(users.tourCompletedAt)));
}
