// The site's public origin, for links that leave the site (e-mails). AUTH_URL when it is set (a
// production deployment should set it: a reset link must not take its host from a request header);
// otherwise the origin the request was addressed to, reading forwarded host and scheme only from
// the proxy TRUSTED_PROXY names (the same rule as the cross-site check in lib/http/csrf.ts).
import "server-only";
import { viaTrustedProxy } from "./client-address";

export function configuredOrigin(): string | null {
  return process.env.AUTH_URL ? new URL(process.env.AUTH_URL).origin : null;
}

/** The origin this request was addressed to (scheme://host[:port]), lower-cased. */
export function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const proxied = viaTrustedProxy(req);
  const first = (name: string) => req.headers.get(name)?.split(",")[0]!.trim() || null;
  const host = (proxied ? first("x-forwarded-host") : null) ?? req.headers.get("host") ?? url.host;
  const scheme = (proxied ? first("x-forwarded-proto") : null) ?? url.protocol.replace(":", "");
  return `${scheme}://${host}`.toLowerCase();
}

/** Where links in e-mails point: AUTH_URL, else this request's own origin. */
export function publicOrigin(req?: Request): string {
  return configuredOrigin() ?? (req ? requestOrigin(req) : `http://localhost:${process.env.PORT || 3000}`);
}
