// The signed-in user, as seen by server code. Every page and route handler checks this on the
// server; the proxy's redirect is only a convenience.
import { cache } from "react";
import { redirect } from "next/navigation";
import { auth } from "./next-auth";
import { sessionLookup } from "./session-lookup";

/** The signed-in user's id, or null. Deduplicated per request. */
export const currentUserId = cache(async (): Promise<string | null> => {
  try {
    const probe: { error?: unknown } = {};
    const session = await sessionLookup.run(probe, () => auth());
    if (probe.error) throw probe.error;
    return session?.user?.id ?? null;
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
