// Next 16's middleware, on every page: a fresh CSP nonce for the page's scripts, and a fast first
// gate on the signed-in routes. The gate only checks that the session cookie is one we signed (no
// database); every page and route handler checks the session again on the server.
import { NextResponse, type NextRequest } from "next/server";
import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/cookies";
import { safeNextPath } from "@/lib/auth/next-path";
import { contentSecurityPolicy } from "@/lib/server/security-headers";
import { isSignedInPage } from "@/lib/auth/signed-in-pages";

async function hasSessionCookie(req: NextRequest): Promise<boolean> {
  for (const name of SESSION_COOKIE_NAMES) {
    const value = req.cookies.get(name)?.value;
    if (!value) continue;
    try {
      const token = await decode({ token: value, secret: authSecret(), salt: name });
      if (token?.sub) return true;
    } catch {
      // Not ours or expired: treated as signed out.
    }
  }
  return false;
}

export async function proxy(req: NextRequest) {
  const redirect = await gate(req);
  if (redirect) return redirect;
  // Next puts the nonce on its own scripts when the request carries the policy; the root layout
  // reads x-nonce for the theme script.
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy({ nonce, production: process.env.NODE_ENV === "production" });
  const headers = new Headers(req.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

/** Signed-out visitors of signed-in pages go to /auth, and signed-in visitors of /auth go in. */
async function gate(req: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = req.nextUrl;
  const signedInPage = isSignedInPage(pathname);
  if (!signedInPage && pathname !== "/auth") return null;
  const signedIn = await hasSessionCookie(req);
  if (signedInPage && !signedIn) {
    // The page asked for rides along, so login can land there (/settings → login → /settings).
    const target = new URL("/auth", req.url);
    if (pathname !== "/") target.searchParams.set("next", pathname + search);
    return NextResponse.redirect(target);
  }
  if (pathname === "/auth" && signedIn) {
    return NextResponse.redirect(
      new URL(safeNextPath(req.nextUrl.searchParams.get("next")) ?? "/", req.url),
    );
  }
  return null;
}

export const config = {
  // Every page: not the API, the calendar feed, Next's static files, or files with an extension
  // (those get their CSP from next.config.ts). Prefetches are left alone: they are not documents.
  matcher: [
    {
      source: "/((?!api/|calendar/|_next/static|_next/image|.*\\..*).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
