// The one reading of an address the server will request on a user's behalf (push endpoints,
// calendar subscriptions). Two URL parsers read some strings differently — WHATWG `URL` takes
// `https://127.0.0.1;.push.apple.com/` as a host under push.apple.com, Node's legacy `url.parse`
// (which web-push uses) as 127.0.0.1 — so an address is accepted only when both read the same
// scheme, host and port, its host is plain `[a-z0-9.-]` labels (or a bracketed IPv6 literal), and
// only its canonical form (`url.href`) is ever stored and sent. What the name resolves to is
// checked again at connect time (./agent.ts). Pure: no I/O, no DNS.
import { parse as legacyParse } from "node:url";
import { isIP } from "node:net";
import { isPublicAddress } from "./address";
import { isAllowedHost } from "./allowed-hosts";

export type OutboundUrl = {
  /** The canonical address: the only form to store and to send. */
  href: string;
  url: URL;
  /** Named by the operator: may be private or loopback (and plain http, where the caller allows it). */
  allowedHost: boolean;
};

export type OutboundCheck = { ok: true; value: OutboundUrl } | { ok: false; reason: string };

type Rules = {
  /** PUSH_ALLOWED_HOSTS or CALENDAR_ALLOWED_HOSTS, read with allowedHostsFrom(). */
  allowedHosts: readonly string[];
  /** Refuse input that is not already canonical (push: a browser hands over the canonical form). */
  requireCanonical?: boolean;
};

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?$/;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/;
const DEFAULT_PORT: Record<string, string> = { "https:": "443", "http:": "80" };

const refuse = (reason: string): OutboundCheck => ({ ok: false, reason });

export function checkOutboundUrl(raw: string, rules: Rules): OutboundCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("it is not a web address");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return refuse("only https:// addresses can be used");
  if (url.username || url.password)
    return refuse("addresses with a user name or password are refused");
  const host = url.hostname;
  if (!HOST_NAME.test(host) && !IPV6_LITERAL.test(host))
    return refuse("the host name has characters a host name cannot have");
  if (rules.requireCanonical && raw !== url.href)
    return refuse("the address is not in its canonical form");
  // The legacy parser must read the same request target as WHATWG does.
  const legacy = legacyParse(url.href);
  if (
    legacy.protocol !== url.protocol ||
    (legacy.hostname ?? "") !== host.replace(/^\[|\]$/g, "") ||
    (legacy.port ?? "") !== url.port
  )
    return refuse("the address is read differently by different parsers");
  const allowedHost = isAllowedHost(
    host,
    url.port,
    DEFAULT_PORT[url.protocol]!,
    rules.allowedHosts,
  );
  if (url.protocol === "http:" && !allowedHost)
    return refuse("only https:// addresses can be used");
  const literal = host.replace(/^\[|\]$/g, "");
  if (isIP(literal) !== 0 && !allowedHost && !isPublicAddress(literal))
    return refuse("it points at a private or reserved network address");
  return { ok: true, value: { href: url.href, url, allowedHost } };
}
