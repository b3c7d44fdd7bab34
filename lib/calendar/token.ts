// The secret address of a user's calendar feed. Calendar apps (Google, Apple, Outlook) fetch the
// feed without cookies, so the URL itself is the credential: 32 random bytes (256 bits) in
// base64url. The token is stored in clear so Settings can show the same link again; resetting it
// is how a leaked link is revoked (docs/decisions/calendar-feed.md).
import "server-only";
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { calendarFeeds } from "@/db/schema";
import { publicOrigin } from "@/lib/server/public-origin";

const newToken = () => crypto.randomBytes(32).toString("base64url");

/** The feed route's path parameter, "<token>.ics"; anything else can never name a feed (404). */
export const feedFileParams = z.object({
  feed: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/)
    .transform((file) => file.slice(0, -".ics".length)),
});

export type FeedLink = { feedUrl: string };

// The same origin as every link that leaves the site (lib/server/public-origin.ts), never the request's Host.
const linkFor = (token: string): FeedLink => ({
  feedUrl: `${publicOrigin()}/calendar/${token}.ics`,
});

/**
 * The user's token, created on first use. Two first calls at once (two tabs) must agree: the
 * insert does nothing when a row exists and both then read the one row that won.
 */
async function feedToken(userId: string): Promise<string> {
  const db = await getDb();
  const [existing] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (existing) return existing.token;
  await db
    .insert(calendarFeeds)
    .values({ userId, token: newToken() })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row!.token;
}

/** GET /api/calendar: the signed-in user's feed link (the same one every time until a reset). */
export async function calendarFeedLink(userId: string): Promise<FeedLink> {
  return linkFor(await feedToken(userId));
}

/** POST /api/calendar/reset: a new token; the old link stops working at once (it names no row). */
export async function resetCalendarFeedLink(userId: string): Promise<FeedLink> {
  const db = await getDb();
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } });
  return linkFor(token);
}
