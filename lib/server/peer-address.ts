// The TCP peer of each request, as a header our handlers can read. Under `next start` a route
// handler gets a Web Request with no socket, and Next only writes X-Forwarded-For from the socket
// when the request carries none (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a
// client that sends its own X-Forwarded-For hides its real address. The server hook
// (lib/server/http-hook.ts) stamps every incoming request with the socket's address, overwriting
// whatever a client sent under the same name.
import "server-only";
import type { IncomingMessage } from "node:http";

export const PEER_ADDRESS_HEADER = "x-balance-peer-address";

export function stampPeerAddress(req: IncomingMessage): void {
  const address = req.socket?.remoteAddress;
  if (address) req.headers[PEER_ADDRESS_HEADER] = address;
  else delete req.headers[PEER_ADDRESS_HEADER];
}
