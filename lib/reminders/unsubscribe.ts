// One-click unsubscribe for the daily reminder e-mail (issue 41 item 11; RFC 8058 and RFC 2369).
// Each reminder carries `List-Unsubscribe: <https://…/api/unsubscribe/TOKEN>` and
// `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; a mail provider's POST to that address turns
// the e-mail off in the user's settings, with no sign-in. A person who opens the link (GET) gets a
// page that asks first (mail scanners open links, and must not unsubscribe anyone).
//
// The token names the user and the e-mail, signed with HMAC-SHA256 under a key derived from the
// auth secret (lib/auth/secret.ts), so nothing is stored and every e-mail ever sent keeps a working
// link. It can only ever turn that one e-mail off (docs/decisions/one-click-unsubscribe.md).
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { userSettings } from "@/db/schema";
import { authSecret } from "@/lib/auth/secret";
import { notFound } from "@/lib/errors/api-error";
import { addressBucket } from "@/lib/server/address-bucket";
import { takeLimit } from "@/lib/server/rate-limit";

/** The e-mails a link can turn off; only the daily reminder today. */
const KINDS = ["reminders"] as const;
type UnsubscribeKind = (typeof KINDS)[number];

const SIGNATURE_BYTES = 32;

/** The token in the path: `<kind>.<user id>.<signature>`; anything else can never name one (404). */
export const unsubscribeParams = z.object({
  token: z
    .string()
    .max(256)
    .regex(/^[a-z]+\.[A-Za-z0-9_-]{1,128}\.[A-Za-z0-9_-]{43}$/),
});

// Its own key, derived from the auth secret, so a signature made here means nothing elsewhere.
const key = () => createHmac("sha256", authSecret()).update("balance:unsubscribe:v1").digest();
const sign = (kind: string, userId: string) =>
  createHmac("sha256", key()).update(`${kind}\n${userId}`).digest();

export function unsubscribeToken(userId: string, kind: UnsubscribeKind = "reminders"): string {
  return `${kind}.${userId}.${sign(kind, userId).toString("base64url")}`;
}

/** The one-click address (List-Unsubscribe) for a user's e-mail of this kind. */
export function unsubscribeUrl(
  origin: string,
  userId: string,
  kind: UnsubscribeKind = "reminders",
): string {
  return `${origin}/api/unsubscribe/${unsubscribeToken(userId, kind)}`;
}

/** The confirmation page a person sees when they open the link. */
export function unsubscribePageUrl(origin: string, token: string): string {
  return `${origin}${unsubscribePagePath(token)}`;
}

/** The confirmation page's path: the token in the query (a path with dots skips proxy.ts). */
export function unsubscribePagePath(token: string): string {
  return `/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The user and e-mail a token names, or null when it is not one this server signed. */
export function readUnsubscribeToken(
  token: string,
): { userId: string; kind: UnsubscribeKind } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [kind, userId, signature] = parts as [string, string, string];
  if (!(KINDS as readonly string[]).includes(kind)) return null;
  const given = Buffer.from(signature, "base64url");
  if (given.length !== SIGNATURE_BYTES) return null;
  if (!timingSafeEqual(given, sign(kind, userId))) return null;
  return { userId, kind: kind as UnsubscribeKind };
}

const HOUR = 60 * 60;
const missesPerHour = () => Number(process.env.UNSUBSCRIBE_MISS_HOURLY_LIMIT || 30);
const USES_PER_HOUR = 20;

/**
 * Turns off the e-mail a token names (idempotent). 404 for a token this server did not sign, and
 * 429 when one address sends too many of those (guessing) or one link is used in a loop.
 */
export async function unsubscribeWithToken(
  token: string,
  address: string | null,
): Promise<{ message: string }> {
  const named = readUnsubscribeToken(token);
  if (!named) {
    if (address)
      await takeLimit(
        `unsubscribe:miss:${addressBucket(address)}`,
        missesPerHour(),
        HOUR,
        "Too many unsubscribe links that do not work. Please try again later.",
      );
    throw notFound("Unsubscribe link");
  }
  await takeLimit(
    `unsubscribe:user:${named.userId}`,
    USES_PER_HOUR,
    HOUR,
    "This link was used too often. Please try again later.",
  );
  const db = await getDb();
  // A deleted account has no settings row: nothing to turn off, and the answer is the same.
  await db
    .update(userSettings)
    .set({ remindersEnabled: false, updatedAt: new Date() })
    .where(eq(userSettings.userId, named.userId));
  return { message: UNSUBSCRIBED_MESSAGE };
}

export const UNSUBSCRIBED_MESSAGE =
  "Daily reminder e-mails are off. You can turn them on again in Settings.";
