// Which push endpoints the server will send to. The server makes HTTPS requests to whatever URL a
// browser handed it, so an endpoint must never be an address of the caller's choosing (SSRF):
// only the canonical form of an https: URL (lib/net/outbound-url.ts: both URL parsers agree, plain
// host labels) on the push services browsers actually use, or on a host the operator names in
// PUSH_ALLOWED_HOSTS (the tests' local receiver). What the host resolves to is checked again when
// the sender connects (lib/net/agent.ts). Pure: no I/O, no DNS.
import { isIP } from "node:net";
import { allowedHostsFrom } from "@/lib/net/allowed-hosts";
import { checkOutboundUrl, type OutboundUrl } from "@/lib/net/outbound-url";

/**
 * The push services of the browsers Balance supports (documented in README):
 * - Chrome, Edge on Android, Opera, Samsung Internet: fcm.googleapis.com (android.googleapis.com
 *   in older Chrome)
 * - Firefox: updates.push.services.mozilla.com (Autopush; any *.push.services.mozilla.com)
 * - Safari on macOS and iOS 16.4+: web.push.apple.com (any *.push.apple.com)
 * - Edge on Windows: wns2-*.notify.windows.com (any *.notify.windows.com)
 */
const KNOWN_PUSH_HOSTS = ["fcm.googleapis.com", "android.googleapis.com"] as const;
const KNOWN_PUSH_HOST_SUFFIXES = [
  ".push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
] as const;

export const ENDPOINT_REFUSED = "endpoint must be an https: URL of a known push service";

/** The operator's extra push hosts (PUSH_ALLOWED_HOSTS). */
export const pushAllowedHosts = () => allowedHostsFrom(process.env.PUSH_ALLOWED_HOSTS);

/**
 * The endpoint as the server may use it, or null: canonical, https:, and either an operator-named
 * host or a known push service on its default port (never an IP literal).
 */
export function allowedEndpoint(raw: string, extraHosts: readonly string[]): OutboundUrl | null {
  const checked = checkOutboundUrl(raw, { allowedHosts: extraHosts, requireCanonical: true });
  if (!checked.ok) return null;
  const { url, allowedHost } = checked.value;
  if (url.protocol !== "https:") return null;
  if (allowedHost) return checked.value;
  const host = url.hostname;
  if (url.port || isIP(host.replace(/^\[|\]$/g, "")) !== 0) return null;
  const known =
    KNOWN_PUSH_HOSTS.some((h) => h === host) ||
    KNOWN_PUSH_HOST_SUFFIXES.some((s) => host.endsWith(s) && host.length > s.length);
  return known ? checked.value : null;
}

/** Whether the server may send to this endpoint; `extraHosts` is PUSH_ALLOWED_HOSTS. */
export function isAllowedEndpoint(raw: string, extraHosts: readonly string[]): boolean {
  return allowedEndpoint(raw, extraHosts) !== null;
}
