// Which push endpoints the server will send to. The server makes HTTPS requests to whatever URL a
// browser handed it, so an endpoint must never be an address of the caller's choosing (SSRF):
// only https: on the push services browsers actually use, or on a host the operator names in
// PUSH_ALLOWED_HOSTS (the tests' local receiver). Pure: no I/O, no DNS.
import { isIP } from "node:net";

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

/** PUSH_ALLOWED_HOSTS: comma-separated host or host:port entries, lower-cased. */
export function allowedHostsFrom(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether the server may send to this endpoint; `extraHosts` is PUSH_ALLOWED_HOSTS. */
export function isAllowedEndpoint(raw: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  // host:port as named in PUSH_ALLOWED_HOSTS (the URL drops :443, so both spellings match it).
  const hostPort = url.port ? `${host}:${url.port}` : host;
  if (extraHosts.includes(hostPort) || (!url.port && extraHosts.includes(`${host}:443`)))
    return true;
  // Known services only on their default port, and never an IP literal (an IPv6 host keeps its brackets).
  if (url.port || isIP(host.replace(/^\[|\]$/g, "")) !== 0) return false;
  return (
    KNOWN_PUSH_HOSTS.some((h) => h === host) ||
    KNOWN_PUSH_HOST_SUFFIXES.some((s) => host.endsWith(s) && host.length > s.length)
  );
}
