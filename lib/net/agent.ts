// Connect-time half of the outbound guard: an HTTP(S) agent whose DNS lookup refuses every
// non-public address (./address.ts), so the socket connects to the very address that was checked
// — no second lookup, no DNS rebinding between check and connect. A host the operator allowed
// (allowed-hosts.ts) may resolve to a private address. An IP literal never reaches a lookup, so
// ./outbound-url.ts checks literals before any request is made.
import "server-only";
import dns, { type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./address";

/** Thrown (as the socket's error) when a name resolves to an address the server must not reach. */
export const ADDRESS_REFUSED = "EADDRREFUSED";

type Resolver = (
  host: string,
  options: dns.LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * Seams for tests only: `resolve` stands in for DNS (to make a push service's name resolve to
 * 127.0.0.1), `ca` trusts a throw-away certificate of a local receiver. Production leaves both.
 */
export const outboundTest: { resolve?: Resolver; ca?: string | Buffer } = {};

function refused(host: string, address: string): NodeJS.ErrnoException {
  const err: NodeJS.ErrnoException = new Error(
    `refused to connect to ${host}: it resolves to a non-public address (${address})`,
  );
  err.code = ADDRESS_REFUSED;
  return err;
}

/** A `lookup` for net.connect that answers only with public addresses (any address when `allowPrivate`). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (host, options, callback) => {
    const resolve: Resolver = outboundTest.resolve ?? (dns.lookup as unknown as Resolver);
    resolve(host, { family: options.family, hints: options.hints, all: true }, (err, addresses) => {
      const done = callback as (
        err: NodeJS.ErrnoException | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void;
      if (err) return done(err, "");
      // Every answer must pass: a mixed answer is how rebinding hides a private address.
      const bad = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (bad || addresses.length === 0) return done(refused(host, bad?.address ?? "none"), "");
      if (options.all) return done(null, addresses);
      done(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** A fresh agent for one request (or one run): HTTPS unless `http`. No keep-alive, no shared sockets. */
export function guardedAgent(protocol: "https:", allowPrivate: boolean): https.Agent;
export function guardedAgent(protocol: "https:" | "http:", allowPrivate: boolean): http.Agent;
export function guardedAgent(protocol: "https:" | "http:", allowPrivate: boolean): http.Agent {
  const lookup = guardedLookup(allowPrivate);
  return protocol === "http:"
    ? new http.Agent({ lookup })
    : new https.Agent({ lookup, ...(outboundTest.ca ? { ca: outboundTest.ca } : {}) });
}
