// The caller's address, for per-address rate limits. Forwarded headers are believed only from the
// proxy the operator names in TRUSTED_PROXY; anyone can write them, so nothing else reads them.
//   unset                  -> the TCP peer (stamped by lib/server/peer-address.ts); X-Forwarded-For,
//                             X-Real-IP and friends are ignored
//   "vercel"               -> x-vercel-forwarded-for (else x-real-ip), which Vercel's edge overwrites
//   "cloudflare"           -> cf-connecting-ip, which Cloudflare overwrites
//                             (either: the TCP peer when the header is missing)
//   "10.0.0.2, 10.1.0.0/16" -> proxies (addresses or CIDR ranges): X-Forwarded-For is read from the
//                             right, skipping these proxies; the first other hop is the client. A
//                             request whose TCP peer is not one of them is taken at its peer.
import "server-only";
import { BlockList, isIP } from "node:net";
import { PEER_ADDRESS_HEADER } from "./peer-address";

type Trust =
  | { kind: "peer" }
  | { kind: "vercel" }
  | { kind: "cloudflare" }
  | { kind: "proxies"; proxies: BlockList };

let parsed: { from: string | undefined; trust: Trust } | undefined;

function trustFrom(setting: string | undefined): Trust {
  const value = setting?.trim().toLowerCase() ?? "";
  if (value === "") return { kind: "peer" };
  if (value === "vercel" || value === "cloudflare") return { kind: value };
  const proxies = new BlockList();
  for (const entry of value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split("/");
    const family = isIP(address ?? "");
    if (!family) throw new Error(`TRUSTED_PROXY: "${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) proxies.addAddress(address!, type);
    else proxies.addSubnet(address!, Number(bits), type);
  }
  return { kind: "proxies", proxies };
}

function trust(): Trust {
  const setting = process.env.TRUSTED_PROXY;
  if (!parsed || parsed.from !== setting) parsed = { from: setting, trust: trustFrom(setting) };
  return parsed.trust;
}

/**
 * A valid IP in one spelling (IPv4-mapped IPv6 as plain IPv4, lower case, without a port), or
 * null. Some proxies forward `ip:port` (`203.0.113.9:51234`, `[2001:db8::1]:443`): the port is
 * dropped, so one client is one rate-limit key whatever its source port.
 */
function normalize(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let address = raw.trim().toLowerCase();
  const withPort =
    /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(address) ??
    /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  if (withPort) address = withPort[1]!;
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : null;
}

const firstOf = (header: string | null) => normalize(header?.split(",")[0]);

function isTrustedProxy(address: string, proxies: BlockList): boolean {
  return proxies.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * Whether the request's X-Forwarded-* headers were written by the proxy TRUSTED_PROXY names (for
 * vercel and cloudflare: always, since the app is only reached through them there).
 */
export function viaTrustedProxy(req: Request): boolean {
  const t = trust();
  if (t.kind === "vercel" || t.kind === "cloudflare") return true;
  if (t.kind === "peer") return false;
  const peer = normalize(req.headers.get(PEER_ADDRESS_HEADER));
  return peer !== null && isTrustedProxy(peer, t.proxies);
}

/** The client's address, or null when it cannot be known (see the header comment). */
export function clientAddress(req: Request): string | null {
  const h = req.headers;
  const t = trust();
  const peer = normalize(h.get(PEER_ADDRESS_HEADER));
  // Without the platform's header the request did not come through its edge: its peer is the client.
  if (t.kind === "vercel")
    return firstOf(h.get("x-vercel-forwarded-for")) ?? normalize(h.get("x-real-ip")) ?? peer;
  if (t.kind === "cloudflare") return normalize(h.get("cf-connecting-ip")) ?? peer;
  if (t.kind === "peer" || !peer) return peer;
  // Right to left: each trusted proxy vouches for the hop it appended; stop at the first hop no
  // trusted proxy is, or at an entry that is not an address (written by the client, not a proxy).
  const hops = (h.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  let client = peer;
  while (isTrustedProxy(client, t.proxies) && hops.length > 0) {
    const next = normalize(hops.pop());
    if (!next) return null;
    client = next;
  }
  return client;
}
