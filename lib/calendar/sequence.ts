// SEQUENCE for the calendar feed's events (RFC 5545 §3.8.7.4: raised each time an event is
// revised), so calendar apps that compare it see a changed task as changed. Tasks keep no
// revision counter of their own, and an event also changes with the user's area names, zone or
// day plan, so the feed keeps one per event: a hash of the event's text as last served and its
// sequence, raised when the hash changes. Only built feeds touch it (an unchanged feed is served
// from memory or answered 304), and only changed events are written.
import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendarEventSequences } from "@/db/schema";

const BATCH = 500;

export const eventDigest = (text: string) =>
  createHash("sha256").update(text).digest("base64url").slice(0, 22);

/**
 * The SEQUENCE of each task's event, given each event's digest now: the stored one when the
 * digest is unchanged, one more when it changed, 0 for an event never served.
 */
export async function eventSequences(
  userId: string,
  digests: Map<number, string>,
): Promise<Map<number, number>> {
  const ids = [...digests.keys()];
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const db = await getDb();
  const stored = new Map<number, { digest: string; sequence: number }>();
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await db
      .select({
        taskId: calendarEventSequences.taskId,
        digest: calendarEventSequences.digest,
        sequence: calendarEventSequences.sequence,
      })
      .from(calendarEventSequences)
      .where(
        and(
          eq(calendarEventSequences.userId, userId),
          inArray(calendarEventSequences.taskId, ids.slice(i, i + BATCH)),
        ),
      );
    for (const r of rows) stored.set(r.taskId, r);
  }
  const changed: { userId: string; taskId: number; digest: string; sequence: number }[] = [];
  for (const [taskId, digest] of digests) {
    const before = stored.get(taskId);
    const sequence = !before ? 0 : before.digest === digest ? before.sequence : before.sequence + 1;
    out.set(taskId, sequence);
    if (before?.digest !== digest) changed.push({ userId, taskId, digest, sequence });
  }
  for (let i = 0; i < changed.length; i += BATCH) {
    await db
      .insert(calendarEventSequences)
      .values(changed.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [calendarEventSequences.userId, calendarEventSequences.taskId],
        set: {
          digest: sql`excluded.digest`,
          sequence: sql`excluded.sequence`,
        },
      });
  }
  return out;
}
