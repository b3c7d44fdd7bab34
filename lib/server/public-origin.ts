// The site's public origin, for links that leave the site: reset and invite e-mails, the calendar
// feed's URL, reminder e-mails. Never taken from a request: a Host or X-Forwarded-Host header is
// the requester's to choose, and a reset e-mail whose live link points at the requester's site
// hands them the victim's account (finding F1).
//   - AUTH_URL when it is set. With DATABASE_URL (a deployment) the server refuses to start
//     without it (startup-checks.ts).
//   - Otherwise (the embedded default on one machine) the address this server itself listens on,
//     noted by the server hook from the listening socket, not from anything a client sent.
import "server-only";
import type { AddressInfo } from "node:net";
import { viaTrustedProxy } from "./client-address";

export const MISSING_AUTH_URL_MESSAGE =
  "AUTH_URL is not set. With DATABASE_URL (a deployment), set AUTH_URL to the site's public address, for example https://balance.example.com: links in e-mails and the calendar feed are built from it, never from a request's Host header.";

export function configuredOrigin(
  env: Record<string, string | undefined> = process.env,
): string | null {
  return env.AUTH_URL ? new URL(env.AUTH_URL).origin : null;
}

/** Throws when a deployment (DATABASE_URL) has no AUTH_URL to build links from. */
export function checkPublicOriginConfig(
  env: Record<string, string | undefined> = process.env,
): void {
  if (env.DATABASE_URL && !env.AUTH_URL) throw new Error(MISSING_AUTH_URL_MESSAGE);
  if (env.AUTH_URL) {
    try {
      configuredOrigin(env);
    } catch {
      throw new Error(`AUTH_URL is not a valid URL: "${env.AUTH_URL}"`);
    }
  }
}

let listening: string | null = null;

/**
 * Notes the origin of the server that accepted a request (called by the server hook). A wildcard
 * bind (0.0.0.0, ::) is reached as localhost on this machine; a specific one by its address.
 * True once an origin is noted, so the hook can stop asking the socket (issue 30).
 */
export function noteListeningAddress(address: AddressInfo | string | null): boolean {
  if (listening) return true;
  if (!address || typeof address === "string") return false;
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard
    ? "localhost"
    : address.family === "IPv6"
      ? `[${address.address}]`
      : address.address;
  listening = `http://${host}:${address.port}`;
  return true;
}

/** The origin this request was addressed to (scheme://host[:port]), lower-cased: the cross-site check only. */
export function requestOrigin(req: Request): string {
  const url = new URL(req.url);
  const proxied = viaTrustedProxy(req);
  const first = (name: string) => req.headers.get(name)?.split(",")[0]!.trim() || null;
  const host = (proxied ? first("x-forwarded-host") : null) ?? req.headers.get("host") ?? url.host;
  const scheme = (proxied ? first("x-forwarded-proto") : null) ?? url.protocol.replace(":", "");
  return `${scheme}://${host}`.toLowerCase();
}

/** Where links that leave the site point: AUTH_URL, else the address this server listens on. */
export function publicOrigin(): string {
  return configuredOrigin() ?? listening ?? `http://localhost:${process.env.PORT || 3000}`;
}
