// Auth.js turns any error inside the jwt callback into "no session" (and logs it). A database that
// cannot be reached is not "signed out": the callback records the error here and currentUserId()
// rethrows it, so route handlers answer 503 and pages do not drop the session cookie.
// The callback also records the session it accepted, so that currentUserId() can recognise the
// same cookie next time without running Auth.js again (see session-cache.ts).
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

export type AcceptedSession = {
  userId: string;
  sid: string;
  /** seconds since the epoch */ exp: number;
};

export const sessionLookup = new AsyncLocalStorage<{
  error?: unknown;
  accepted?: AcceptedSession;
}>();
