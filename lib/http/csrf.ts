// Cross-site request forgery, defence in depth on top of SameSite=Lax cookies (OWASP ASVS 3.5):
//   - Sec-Fetch-Site: cross-site is refused (browsers send it on every request they make);
//   - an Origin must be ours, compared in full (scheme, host and port); forwarded host and scheme
//     headers count only from the proxy TRUSTED_PROXY names;
// The content-type rule (a body must say JSON) lives in lib/http/content-type.ts: it runs after
// authentication, once the body has been read, because a call without a body needs no type.
import "server-only";
import { forbidden } from "@/lib/errors/api-error";
import { configuredOrigin, requestOrigin } from "@/lib/server/public-origin";

export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const crossSite = () => forbidden("Cross-site request refused");

/** The origins this request may come from: the one it was addressed to, and AUTH_URL's. */
function ownOrigins(req: Request): Set<string> {
  const origins = new Set([requestOrigin(req)]);
  const configured = configuredOrigin();
  if (configured) origins.add(configured.toLowerCase());
  return origins;
}

function sameOrigin(origin: string, req: Request): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // URL.origin drops default ports, so "https://x:443" and "https://x" compare equal.
  const own = [...ownOrigins(req)].map((o) => new URL(o).origin);
  return own.includes(parsed.origin.toLowerCase());
}

export function checkCrossSite(req: Request): void {
  if (!STATE_CHANGING.has(req.method)) return;
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site") throw crossSite();
  const origin = req.headers.get("origin");
  if (origin !== null && !sameOrigin(origin, req)) throw crossSite();
  // A browser that says the request is same-site but not same-origin (a sibling subdomain) and
  // sends no Origin is not one we know; browsers send Origin on every such request.
  if (origin === null && site === "same-site") throw crossSite();
}
