import { NextResponse } from "next/server";
import { currentUserId } from "@/lib/auth/session";
import { SESSION_COOKIE_NAMES } from "@/lib/auth/cookies";

// A page found the session cookie dead (logged out elsewhere, password changed): drop the cookie
// and go to /auth. Without this the proxy, which only checks the cookie's signature, would bounce
// the visitor between / and /auth. A live session is left alone, so this GET changes nothing
// a third-party site could abuse.
export async function GET(req: Request) {
  if (await currentUserId()) return NextResponse.redirect(new URL("/", req.url));
  const res = NextResponse.redirect(new URL("/auth", req.url));
  for (const name of SESSION_COOKIE_NAMES) res.cookies.delete(name);
  return res;
}
