// The TCP peer of each request, as a header our handlers can read. Under `next start` a route
// handler gets a Web Request with no socket, and Next only writes X-Forwarded-For from the socket
// when the request carries none (base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so a
// client that sends its own X-Forwarded-For hides its real address. This hook, installed once at
// server start (instrumentation.ts), stamps every incoming request with the socket's address,
// overwriting whatever a client sent under the same name.
import http from "node:http";
import https from "node:https";

export const PEER_ADDRESS_HEADER = "x-balance-peer-address";

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

const INSTALLED = Symbol.for("balance.peerAddressHook");

function stamp(req: http.IncomingMessage): void {
  const address = req.socket?.remoteAddress;
  if (address) req.headers[PEER_ADDRESS_HEADER] = address;
  else delete req.headers[PEER_ADDRESS_HEADER];
}

/** Wraps the servers' `emit("request")`, the one place Node hands every request to Next. */
export function installPeerAddressHook(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Record<symbol | string, unknown>[]) {
    if (proto[INSTALLED]) continue;
    const original = proto.emit as Emit;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") stamp(args[0] as http.IncomingMessage);
      return original.call(this, event, ...args);
    } as Emit;
    proto[INSTALLED] = true;
  }
}
