import { NextResponse } from "next/server";
import { currentUserId } from "@/lib/auth/session";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/cookies";

// A page found the session cookie dead (logged out elsewhere, password changed): drop the cookie
// and go to /auth. Without this the proxy, which only checks the cookie's signature, would bounce
// the visitor between / and /auth. A live session is left alone, so this GET changes nothing
// a third-party site could abuse.
// The redirects are relative: the browser resolves them against the URL it asked for, so they
// stay on the request's own origin. req.url under `next start` carries the server's own host
// (localhost behind a proxy), not the one the visitor used.
function redirectTo(path: "/" | "/auth"): NextResponse {
  return new NextResponse(null, { status: 307, headers: { Location: path } });
}

// Not a route() handler (it answers a page's redirect, not JSON); its security headers come from
// the server hook like every /api response's (lib/server/http-hook.ts).
export async function GET() {
  if (await currentUserId()) return redirectTo("/");
  const res = redirectTo("/auth");
  for (const name of SESSION_COOKIE_NAMES) res.cookies.delete(name);
  return res;
}
