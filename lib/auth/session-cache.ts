// A short-lived, in-process memory of sessions already checked against the database, so that a
// busy browser does not cost a session query per request. Revocation stays immediate in this
// process (logout, password change and account deletion forget the entries); other server
// processes notice within SESSION_CACHE_MS.
export const SESSION_CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry = { userId: string; until: number };
const bySid = new Map<string, Entry>();

export function rememberSession(sid: string, userId: string, now = Date.now()): void {
  if (bySid.size >= MAX_ENTRIES) bySid.delete(bySid.keys().next().value!);
  bySid.set(sid, { userId, until: now + SESSION_CACHE_MS });
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
