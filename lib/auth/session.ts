// Sessions, the one entry point for code outside lib/auth: who is signed in (currentUserId,
// requireUserId) and ending sessions (endUserSessions). A session is an Auth.js JWT cookie carrying
// a session id that must have a live row in `sessions` (lib/auth/session-expiry.ts: idle and
// absolute deadlines); deleting the row ends it. Inside: next-auth.ts (Auth.js configuration and
// the jwt check), session-lookup.ts (what the check saw), session-cache.ts (a short in-process
// memory of checked sessions: 5 s on the embedded database, 0.5 s with DATABASE_URL so that every
// instance refuses a revoked cookie within a second; docs/decisions/auth-sessions.md).
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { auth } from "./next-auth";
import { sessionLookup } from "./session-lookup";
import { touchSession } from "./session-expiry";
import {
  forgetCookie,
  forgetUserSessions,
  isSessionLive,
  knownCookie,
  rememberCookie,
} from "./session-cache";

/**
 * What decides which session Auth.js reads from a request: its cookies, and the protocol that
 * picks the cookie's name (the __Secure- one over HTTPS). Same key, same decrypted token.
 */
function cookieKey(h: Headers): string | null {
  const cookie = h.get("cookie");
  return cookie ? `${h.get("x-forwarded-proto") ?? ""}\n${cookie}` : null;
}

/** The signed-in user's id, or null. Deduplicated per request. */
export const currentUserId = cache(async (): Promise<string | null> => {
  const key = cookieKey(await headers());
  if (!key) return null;
  // A cookie Auth.js accepted before: the same answer without decrypting it again (Auth.js also
  // re-encrypts it on every call, to no use here). Its session is live if checked moments ago;
  // otherwise one query says whether it still is (revoked elsewhere: gone).
  const known = knownCookie(key);
  if (known) {
    const { sid, userId } = known;
    if (await isSessionLive(sid, userId, () => touchSession(sid, userId))) return userId;
    forgetCookie(key);
    return null;
  }
  try {
    const probe: Parameters<typeof sessionLookup.run>[0] = {};
    const session = await sessionLookup.run(probe, () => auth());
    if (probe.error) throw probe.error;
    const userId = session?.user?.id ?? null;
    if (userId && probe.accepted?.userId === userId) rememberCookie(key, probe.accepted);
    return userId;
  } catch (err) {
    // A malformed or foreign cookie is "signed out", not a server error.
    if ((err as Error)?.name === "JWTSessionError") return null;
    throw err;
  }
});

/** For signed-in pages: the user's id, or a redirect to /auth (clearing a dead cookie on the way). */
export async function requireUserId(): Promise<string> {
  const id = await currentUserId();
  if (!id) redirect("/api/session/expired");
  return id;
}

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Ends every session of the user (password change or reset): their rows go, inside the caller's
 * transaction when given, and this process forgets them at once; other instances refuse them
 * within sessionCacheMs(). (Account deletion takes the rows with the user row, and logout ends one
 * session through Auth.js's signOut event.)
 */
export async function endUserSessions(userId: string, tx?: Tx): Promise<void> {
  await (tx ?? (await getDb())).delete(sessions).where(eq(sessions.userId, userId));
  forgetUserSessions(userId);
}
