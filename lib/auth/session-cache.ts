// A short-lived, in-process memory of sessions already checked against the database, so that a
// busy browser does not cost a session query per request. Revocation stays immediate in this
// process (logout, password change and account deletion forget the entries); other server
// processes notice within sessionCacheMs(): 5 s on the embedded database (one process), 0.5 s with
// DATABASE_URL (several instances: a revoked cookie is refused everywhere within a second).
// It also remembers which session cookie (the exact Cookie header) Auth.js accepted, so that
// currentUserId() need not decrypt and re-encrypt the same cookie on every request; a remembered
// cookie still counts only while its session is remembered above and its token has not expired.
// State lives on globalThis: pages and route handlers are separate bundles of the same process and
// must forget a logged-out session together.
import "server-only";
import type { AcceptedSession } from "./session-lookup";

/** How long a checked session counts as live without asking the database again (SESSION_CACHE_MS overrides). */
export function sessionCacheMs(): number {
  const set = Number(process.env.SESSION_CACHE_MS);
  if (process.env.SESSION_CACHE_MS && Number.isFinite(set) && set >= 0) return set;
  return process.env.DATABASE_URL ? 500 : 5_000;
}
const MAX_ENTRIES = 10_000;

type Entry = { userId: string; until: number };
type State = { bySid: Map<string, Entry>; byCookie: Map<string, AcceptedSession> };
const state: State = ((globalThis as Record<string, unknown>).__balanceSessionCache ??= {
  bySid: new Map(),
  byCookie: new Map(),
}) as State;
const { bySid, byCookie } = state;

export function rememberSession(sid: string, userId: string, now = Date.now()): void {
  if (bySid.size >= MAX_ENTRIES) bySid.delete(bySid.keys().next().value!);
  bySid.set(sid, { userId, until: now + sessionCacheMs() });
}

export function isSessionRemembered(sid: string, userId: string, now = Date.now()): boolean {
  const entry = bySid.get(sid);
  if (!entry) return false;
  if (entry.until <= now) {
    bySid.delete(sid);
    return false;
  }
  return entry.userId === userId;
}

export function forgetSession(sid: string): void {
  bySid.delete(sid);
}

export function forgetUserSessions(userId: string): void {
  for (const [sid, entry] of bySid) if (entry.userId === userId) bySid.delete(sid);
}

/** Records that Auth.js accepted the session cookie in this Cookie header (`key`, see currentUserId). */
export function rememberCookie(key: string, session: AcceptedSession): void {
  if (byCookie.size >= MAX_ENTRIES) byCookie.delete(byCookie.keys().next().value!);
  byCookie.set(key, session);
}

/**
 * The session in a Cookie header Auth.js accepted before, while its token is unexpired (decrypting
 * the same cookie again gives the same answer); whether the session is still live is another
 * question (isSessionRemembered, else the database).
 */
export function knownCookie(key: string, now = Date.now()): AcceptedSession | null {
  const session = byCookie.get(key);
  if (!session) return null;
  if (session.exp * 1000 <= now) {
    byCookie.delete(key);
    return null;
  }
  return session;
}

export function forgetCookie(key: string): void {
  byCookie.delete(key);
}

/**
 * The user of a Cookie header Auth.js accepted before, while its token is unexpired and its session
 * is still remembered (so logout and password changes end it at once); otherwise null, and the
 * caller asks the database again.
 */
export function rememberedCookieUser(key: string, now = Date.now()): string | null {
  const session = knownCookie(key, now);
  return session && isSessionRemembered(session.sid, session.userId, now) ? session.userId : null;
}
