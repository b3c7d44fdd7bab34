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
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendarFeeds } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";
import { ifNoneMatchHas } from "@/lib/http/etag";
import { serverEncoding } from "@/lib/http/server-encoding";
import { addressBucket } from "@/lib/server/address-bucket";
import { takeLimit } from "@/lib/server/rate-limit";
import { feedVersion, userCalendar } from "./feed";
import { cachedFeed } from "./feed-cache";

const FEED_WINDOW_SECONDS = 60 * 60;
const feedFetchesPerHour = () => Number(process.env.CALENDAR_FEED_HOURLY_LIMIT || 120);
const unknownFeedMissesPerHour = () => Number(process.env.CALENDAR_MISS_HOURLY_LIMIT || 60);

// Counted per user, not per token: the secret does not need a second copy in rate_limits.
const feedKey = (userId: string) => `calendar:feed:${userId}`;
const missKey = (address: string) => `calendar:miss:${address}`;

/** A miss is counted first (one statement), then refused; an unknown address has no bucket of its own, so none is shared. */
async function refuseUnknown(address: string | null): Promise<never> {
  if (address) {
    const message =
      "Too many requests for calendar links that do not exist. Please try again later.";
    await takeLimit(
      missKey(addressBucket(address)),
      unknownFeedMissesPerHour(),
      FEED_WINDOW_SECONDS,
      message,
    );
  }
  throw notFound("Calendar");
}

export type FeedAnswer = { etag: string; body: string | null };

/**
 * The calendar for a feed token, with its ETag; `body` is null when the caller's If-None-Match
 * already has this version in the coding this request gets (304). 404 for a token that names no
 * feed, 429 over the limits. The body is plain text, and the server compresses it for clients that
 * take gzip (or deflate): each coding has its own ETag, `"<version>"` for the plain body,
 * `"<version>-gzip"` / `"<version>-deflate"` for the compressed ones, told apart by the coding
 * the server will choose for this Accept-Encoding (serverEncoding). One tag never names two byte
 * sequences, so a cache cannot hand a compressed body to a client that did not ask for it.
 * (Gzipping the body here was tried: Next drops a route's Content-Encoding and compressed the gzip
 * bytes again; docs/decisions/calendar-interop.md.)
 */
export async function calendarForToken(
  token: string,
  address: string | null,
  ifNoneMatch: string | null = null,
  acceptEncoding: string | null = null,
): Promise<FeedAnswer> {
  const db = await getDb();
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!feed) return refuseUnknown(address);
  await takeLimit(
    feedKey(feed.userId),
    feedFetchesPerHour(),
    FEED_WINDOW_SECONDS,
    "This calendar was fetched too often. Please try again later.",
  );
  const version = await feedVersion(feed.userId);
  const coding = serverEncoding(acceptEncoding);
  const etag = coding === "identity" ? `"${version}"` : `"${version}-${coding}"`;
  if (ifNoneMatchHas(ifNoneMatch, etag)) return { etag, body: null };
  return { etag, body: await cachedFeed(feed.userId, version, () => userCalendar(feed.userId)) };
}
