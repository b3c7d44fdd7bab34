// Where to land after signing in: the page the visitor was sent from, given to /auth as ?next=.
// A value from the address bar is attacker-chosen, so only a path on this site passes; anything
// that a browser could read as another origin (//evil.example, /\evil.example, https://…, and the
// same spelled with %-escapes) is refused. Pure and browser-safe: the proxy, the /auth page and
// the sign-in hook all use it.

const ORIGIN = "http://same-origin.invalid";
const MAX_LENGTH = 2048;

/** The path itself when it is a same-origin path to a page, else null. */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // Decode a few times: "%2F%2Fevil.example" and "%252F%252F…" are // once a layer is undone.
  let decoded = raw;
  for (let i = 0; i < 3; i++) {
    if (!looksLikeLocalPath(decoded)) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (!looksLikeLocalPath(decoded)) return null;
  // The browser's own reading must agree: same origin, and the same path back.
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const path = url.pathname + url.search + url.hash;
  if (path !== raw) return null;
  // The sign-in screen and the API are no place to land.
  if (url.pathname === "/auth" || url.pathname.startsWith("/api/")) return null;
  return path;
}

function looksLikeLocalPath(s: string): boolean {
  return (
    s.startsWith("/") &&
    !s.startsWith("//") &&
    !s.includes("\\") &&
    // Control characters (tab, newline) are dropped by URL parsers: "/\t/evil.example" is "//evil.example".
    !/[\u0000-\u001f\u007f]/.test(s)
  );
}
