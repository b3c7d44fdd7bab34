// Serving a feed to whoever holds its link (calendar apps send no cookie), within hourly limits
// counted in the database (lib/server/rate-limit.ts), so every server process sees the same counts.
//
// Numbers (per fixed one-hour window; both can be lowered through the environment, read on
// every call, for tests and operators):
// - 120 fetches per feed: Google polls every few hours, Apple and Outlook at most every few
//   minutes; 120 leaves room for several devices and a user pressing "refresh" while stopping a
//   runaway client from rebuilding the calendar in a loop.
// - 60 unknown-token lookups per client address: a stale subscription after a reset misses a few
//   times an hour; more is someone guessing. Only misses are refused: a valid link keeps working
//   from that address, because Google's and Apple's fetchers share addresses among many users and
//   one user's dead link must not take everyone's calendar down.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendarFeeds } from "@/db/schema";
import { notFound, tooManyRequests } from "@/lib/http/errors";
import { hitLimit, peekLimit } from "@/lib/server/rate-limit";
import { userCalendar } from "./feed";

export const FEED_WINDOW_SECONDS = 60 * 60;
export const feedFetchesPerHour = () => Number(process.env.CALENDAR_FEED_HOURLY_LIMIT || 120);
export const unknownFeedMissesPerHour = () => Number(process.env.CALENDAR_MISS_HOURLY_LIMIT || 60);

// Counted per user, not per token: the secret does not need a second copy in rate_limits.
const feedKey = (userId: string) => `calendar:feed:${userId}`;
const missKey = (address: string) => `calendar:miss:${address}`;

async function refuseUnknown(address: string): Promise<never> {
  const misses = await peekLimit(missKey(address), FEED_WINDOW_SECONDS);
  if (misses.count >= unknownFeedMissesPerHour()) {
    throw tooManyRequests("Too many requests for calendar links that do not exist. Please try again later.", misses.retryAfterSeconds);
  }
  await hitLimit(missKey(address), FEED_WINDOW_SECONDS);
  throw notFound("Calendar");
}

/** The calendar text for a feed token; 404 for a token that names no feed, 429 over the limits. */
export async function calendarForToken(token: string, address: string): Promise<string> {
  const db = await getDb();
  const [feed] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) return refuseUnknown(address);
  const fetches = await peekLimit(feedKey(feed.userId), FEED_WINDOW_SECONDS);
  if (fetches.count >= feedFetchesPerHour()) {
    throw tooManyRequests("This calendar was fetched too often. Please try again later.", fetches.retryAfterSeconds);
  }
  await hitLimit(feedKey(feed.userId), FEED_WINDOW_SECONDS);
  return userCalendar(feed.userId);
}
