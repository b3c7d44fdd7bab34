// Auth.js turns any error inside the jwt callback into "no session" (and logs it). A database that
// cannot be reached is not "signed out": the callback records the error here and currentUserId()
// rethrows it, so route handlers answer 503 and pages do not drop the session cookie.
import { AsyncLocalStorage } from "node:async_hooks";

export const sessionLookup = new AsyncLocalStorage<{ error?: unknown }>();
