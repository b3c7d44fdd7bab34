// Next 16's middleware: a fast first gate on the routes. It only checks that the session cookie is
// one we signed (no database); every page and route handler checks the session again on the server.
import { NextResponse, type NextRequest } from "next/server";
import { decode } from "next-auth/jwt";
import { authSecret } from "@/lib/auth/secret";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/cookies";
import { safeNextPath } from "@/lib/auth/next-path";

const PROTECTED = new Set(["/", "/notebook", "/insights", "/review", "/settings", "/subscribe", "/vision-board", "/affiliate"]);

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
  const { pathname, search } = req.nextUrl;
  const signedIn = await hasSessionCookie(req);
  if (PROTECTED.has(pathname) && !signedIn) {
    // The page asked for rides along, so login can land there (/settings → login → /settings).
    const target = new URL("/auth", req.url);
    if (pathname !== "/") target.searchParams.set("next", pathname + search);
    return NextResponse.redirect(target);
  }
  if (pathname === "/auth" && signedIn) {
    return NextResponse.redirect(new URL(safeNextPath(req.nextUrl.searchParams.get("next")) ?? "/", req.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/", "/notebook", "/insights", "/review", "/settings", "/subscribe", "/vision-board", "/affiliate", "/auth"],
};
