// Fixed-window counters in the rate_limits table. One upsert per hit; reads are cheap.
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";

export type LimitState = { count: number; retryAfterSeconds: number };

export async function peekLimit(key: string, windowSeconds: number, now = new Date()): Promise<LimitState> {
  const db = await getDb();
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  const ends = row.windowStart.getTime() + windowSeconds * 1000;
  if (ends <= now.getTime()) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

export async function hitLimit(key: string, windowSeconds: number, now = new Date()): Promise<void> {
  const db = await getDb();
  const windowExpired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowSeconds * 1000)}`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowExpired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    });
}

export async function resetLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
