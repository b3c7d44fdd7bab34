// The pages only a signed-in person sees (the `app/(app)` folder), for the middleware's first gate
// (proxy.ts): a signed-out visitor goes to /auth with the page in `next`, and lands there after
// signing in. A section's inner pages (a habit's own page, /habits/12) are signed-in pages too.
// tests/unit/signed-in-pages.test.ts checks the list against the folder, so a new page cannot be
// left out (Goals and Habits were: their visitors signed in and landed on the dashboard).
const SECTIONS = [
  "/notebook",
  "/insights",
  "/review",
  "/settings",
  "/subscribe",
  "/vision-board",
  "/affiliate",
  "/goals",
  "/habits",
] as const;

export function isSignedInPage(pathname: string): boolean {
  return pathname === "/" || SECTIONS.some((s) => pathname === s || pathname.startsWith(`${s}/`));
}
