// Fixed-window counters in the rate_limits table, shared by every server process.
// A hit is counted BEFORE the work it limits, in one statement (upsert ... returning count), so
// parallel requests each see their own number: reading the count first and recording it after a
// slow step (a password hash) let 30 parallel guesses through a limit of 5.
import "server-only";
import { eq, inArray, like, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { tooManyRequests } from "@/lib/errors/api-error";

export type LimitState = { count: number; retryAfterSeconds: number };

let clock: () => Date = () => new Date();

/** For tests: the time the limiter reads (null: the real one), so a window passes without waiting. */
export function setLimiterClock(now: (() => Date) | null): void {
  clock = now ?? (() => new Date());
}

/** Counts one hit on `key` and returns the window's count including it. */
export async function hitLimit(
  key: string,
  windowSeconds: number,
  now = clock(),
): Promise<LimitState> {
  const db = await getDb();
  const windowExpired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowSeconds * 1000)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowExpired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${windowExpired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const ends = row!.windowStart.getTime() + windowSeconds * 1000;
  return {
    count: row!.count,
    retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
  };
}

/** Counts one hit; 429 with Retry-After when that makes more than `max` in the window. */
export async function takeLimit(
  key: string,
  max: number,
  windowSeconds: number,
  message: string,
): Promise<void> {
  const state = await hitLimit(key, windowSeconds);
  if (state.count > max) throw tooManyRequests(message, state.retryAfterSeconds);
}

/** Gives back one hit (the limited thing turned out fine, e.g. a correct password). */
export async function refundHit(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function resetLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes the counters with these exact keys and those starting with these prefixes. */
export async function deleteLimits({
  keys = [],
  prefixes = [],
}: {
  keys?: string[];
  prefixes?: string[];
}): Promise<void> {
  const conditions = [
    ...(keys.length ? [inArray(rateLimits.key, keys)] : []),
    ...prefixes.map((p) => like(rateLimits.key, `${p.replace(/[\\%_]/g, "\\$&")}%`)),
  ];
  if (conditions.length === 0) return;
  const db = await getDb();
  await db.delete(rateLimits).where(or(...conditions));
}
