// The signed-in user, as seen by server code. Every page and route handler checks this on the
// server; the proxy's redirect is only a convenience.
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { auth } from "./next-auth";
import { sessionLookup } from "./session-lookup";
import { rememberCookie, rememberedCookieUser } from "./session-cache";

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
  // A cookie Auth.js accepted moments ago, whose session is still known to be live: the same
  // answer without decrypting it again (Auth.js also re-encrypts it on every call, to no use here).
  const known = rememberedCookieUser(key);
  if (known) return known;
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
