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
type State = {
  bySid: Map<string, Entry>;
  byCookie: Map<string, AcceptedSession>;
  /** The database checks under way, by session and user: requests arriving meanwhile share one. */
  checking: Map<string, Promise<boolean>>;
  /** Counts forgets, so that a check begun before one cannot remember what it forgot. */
  forgets: { count: number };
};
const state: State = ((globalThis as Record<string, unknown>).__balanceSessionCache ??= {
  bySid: new Map(),
  byCookie: new Map(),
  checking: new Map(),
  forgets: { count: 0 },
}) as State;
const { bySid, byCookie, checking, forgets } = state;

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
  forgets.count++;
  bySid.delete(sid);
}

export function forgetUserSessions(userId: string): void {
  forgets.count++;
  for (const [sid, entry] of bySid) if (entry.userId === userId) bySid.delete(sid);
}

/**
 * Whether the session is live: remembered, or else `check` (the database) says so, and then it is
 * remembered. When the memory runs out, every request of the session in flight would ask at once
 * (a dozen under the bench's load, for each session, twice a second on PostgreSQL): they share one
 * check instead. A check begun before a forget (logout, password change) answers its own requests
 * but is not remembered, so the callers end sessions by deleting the row first, then forgetting.
 */
export function isSessionLive(
  sid: string,
  userId: string,
  check: () => Promise<boolean>,
): boolean | Promise<boolean> {
  if (isSessionRemembered(sid, userId)) return true;
  const key = `${sid}\n${userId}`;
  const running = checking.get(key);
  if (running) return running;
  const began = forgets.count;
  const answer = check()
    .then((live) => {
      if (live && forgets.count === began) rememberSession(sid, userId);
      return live;
    })
    .finally(() => checking.delete(key));
  checking.set(key, answer);
  return answer;
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
