// The security headers of an API response, set once by the route wrapper (lib/http/handler.ts)
// rather than by next.config rules (which now leave /api alone; issue 30): the same headers, from
// the same definitions (lib/server/security-headers.ts), without Next matching and compiling
// pattern rules on every request. HSTS only on HTTPS requests in production, as the rule did.
import "server-only";
import { apiSecurityHeaders, HSTS } from "@/lib/server/security-headers";

const production = process.env.NODE_ENV === "production";
const HEADERS = apiSecurityHeaders(production);

/**
 * Sets the headers on `res` (in place when its headers can change, as a Response of our own can;
 * a copy otherwise, e.g. the immutable headers of a fetched Response). A header the route chose
 * itself (an image's CSP sandbox) is kept.
 */
export function withSecurityHeaders(res: Response, req: Request): Response {
  let out = res;
  try {
    setAll(out.headers, req);
  } catch {
    out = new Response(res.body, res);
    setAll(out.headers, req);
  }
  return out;
}

function setAll(headers: Headers, req: Request): void {
  for (const [key, value] of HEADERS) if (!headers.has(key)) headers.set(key, value);
  if (production && req.headers.get("x-forwarded-proto") === "https") {
    headers.set(HSTS.key, HSTS.value);
  }
}
