// Which IP addresses the server may connect to on a user's behalf: only ordinary public unicast.
// Loopback, private (RFC 1918), carrier-grade NAT, link-local, unique-local, multicast, broadcast,
// unspecified, documentation/benchmark/reserved ranges and the IPv6 ranges that embed or translate
// an IPv4 address (NAT64, 6to4, Teredo) are all refused; an IPv4-mapped IPv6 address is judged as
// the IPv4 address it carries. ipaddr.js does the classification (its `range()` is "unicast" for
// nothing special). Pure: no I/O.
import ipaddr from "ipaddr.js";

/** Whether `ip` (a literal, as DNS or a URL gives it; IPv6 with or without brackets) is public unicast. */
export function isPublicAddress(ip: string): boolean {
  const literal = ip.replace(/^\[|\]$/g, "");
  // ipaddr.isValid also takes "0x7f.1" and other legacy spellings; only the canonical forms that
  // DNS answers and URL parsers produce reach here, and anything it cannot read is refused.
  if (!ipaddr.isValid(literal)) return false;
  let addr = ipaddr.parse(literal);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() === "unicast";
}
