// The unit per-address limits count by. An IPv4 address is one bucket; an IPv6 address counts by
// its /64 network, because one subscriber is usually handed a whole /64 and could otherwise
// rotate through 2^64 addresses, each with a fresh limit.
import "server-only";
import { isIP } from "node:net";

/** The eight 16-bit groups of a valid IPv6 address (embedded IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0]!; // a zone id names an interface, not a host
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split(".").map(Number);
    text = `${text.slice(0, v4.index)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((g) => parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined
    ? left
    : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => g.toString(16));
  return `${prefix.join(":")}::/64`;
}
