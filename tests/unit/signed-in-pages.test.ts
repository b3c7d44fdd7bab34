// The middleware's first gate (proxy.ts) knows every signed-in page: each page of `app/(app)` sends
// a signed-out visitor to /auth with the page in `next`, so signing in lands there. Goals and
// Habits were left out of a hand-kept list, and their visitors landed on the dashboard.
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { isSignedInPage } from "@/lib/auth/signed-in-pages";
import { proxy } from "@/proxy";

/** The address of each page under app/(app): route groups dropped, a [param] given a value. */
function signedInAddresses(dir = path.join(process.cwd(), "app", "(app)"), at = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isFile()) return e.name === "page.tsx" ? [at || "/"] : [];
    if (!e.isDirectory()) return [];
    const segment = /^\(.*\)$/.test(e.name) ? "" : /^\[.*\]$/.test(e.name) ? "/12" : `/${e.name}`;
    return signedInAddresses(path.join(dir, e.name), at + segment);
  });
}

describe("signed-in pages", () => {
  const pages = signedInAddresses();

  it("include every page of app/(app), and no other page", () => {
    expect(pages).toEqual(expect.arrayContaining(["/", "/goals", "/habits", "/habits/12"]));
    for (const page of pages) expect(isSignedInPage(page), page).toBe(true);
    for (const page of ["/auth", "/auth/reset", "/unsubscribe", "/goalsx", "/habitsx/1"]) {
      expect(isSignedInPage(page), page).toBe(false);
    }
  });

  it("send a signed-out visitor of each to /auth with the page to come back to", async () => {
    for (const page of pages) {
      const res = await proxy(new NextRequest(`http://localhost${page}?from=mail`));
      expect(res.status, page).toBe(307);
      const to = new URL(res.headers.get("location")!);
      expect(to.pathname, page).toBe("/auth");
      // The dashboard is where signing in lands anyway.
      expect(to.searchParams.get("next"), page).toBe(page === "/" ? null : `${page}?from=mail`);
    }
  });
});
