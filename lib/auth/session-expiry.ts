// When a signed-in session ends, decided by its row in `sessions` (issue 19, finding 10):
//   - idle: 7 days without use. `expires` is the idle deadline and slides forward with use, but
//     is written at most once an hour, so a busy browser does not cost a write per request;
//   - absolute: 30 days after sign-in (`created_at`), however busy the session is.
// A session past either deadline is deleted and its cookie is dead.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_REFRESH_MS = 60 * 60 * 1000;

/** The idle deadline of a session used at `now`, never past its absolute one. */
function idleDeadline(createdAt: Date, now: Date): Date {
  return new Date(
    Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS),
  );
}

/** For a new session's row. */
export const newSessionExpiry = (now = new Date()) => idleDeadline(now, now);

/** Whether session `sid` is live for `userId` at `now`; slides its idle deadline when due. */
export async function touchSession(
  sid: string,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: sessions.userId, expires: sessions.expires, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.sessionToken, sid));
  if (!row || row.userId !== userId) return false;
  const absolute = row.createdAt.getTime() + SESSION_ABSOLUTE_MS;
  if (row.expires.getTime() <= now.getTime() || absolute <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.sessionToken, sid));
    return false;
  }
  const next = idleDeadline(row.createdAt, now);
  // Last written more than an hour ago (the deadline it set is more than an hour behind the new one).
  if (next.getTime() - row.expires.getTime() >= SESSION_REFRESH_MS) {
    await db.update(sessions).set({ expires: next }).where(eq(sessions.sessionToken, sid));
  }
  return true;
}
