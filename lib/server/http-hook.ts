// One hook on Node's HTTP servers, installed once at server start (instrumentation.ts), for what
// must happen before Next turns the request into a Web Request: the TCP peer's address
// (peer-address.ts), the address this server listens on (public-origin.ts), methods a Web
// Request cannot carry (unfetchable-methods.ts) and /api paths Next would answer wrongly
// (api-paths.ts: a malformed %-escape, an unknown path, a method the route does not export).
import "server-only";
import http from "node:http";
import https from "node:https";
import { stampPeerAddress } from "./peer-address";
import { refuseUnfetchableMethod } from "./unfetchable-methods";
import { answerApiPath } from "./api-paths";
import { noteListeningAddress } from "./public-origin";
import { apiSecurityHeaders, HSTS } from "./security-headers";

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

const INSTALLED = Symbol.for("balance.httpHook");
const production = process.env.NODE_ENV === "production";
const API_HEADERS = apiSecurityHeaders(production);

/**
 * The security headers of every /api response on a Node server, the one place they are set there
 * (issue 30): route handlers, wrapped or not, and Next's own answers (404 for an unknown path, 405
 * for a method a route does not export). next.config's rules leave /api alone, except on Vercel
 * where this hook never runs. Set before Next answers: Next copies a route's header onto the
 * response only when it is not there yet, so these win over a route's own value of the same name
 * (tests/api/security-headers.test.ts and -server.test.ts).
 */
function setApiHeaders(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!req.url?.startsWith("/api/")) return;
  for (const [key, value] of API_HEADERS) res.setHeader(key, value);
  if (production && req.headers["x-forwarded-proto"] === "https")
    res.setHeader(HSTS.key, HSTS.value);
}

/**
 * The service worker's script (/serwist/sw.js) is prerendered, and Next sends prerendered route
 * output with `s-maxage=31536000`: a shared cache (a CDN, a company proxy) could then serve an old
 * worker for a year. It is always revalidated instead (browsers check a worker's script anyway).
 * Next sets the header with setHeader, so the value is replaced there.
 */
const WORKER_CACHE = "public, max-age=0, must-revalidate";
function keepWorkerFresh(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!req.url?.startsWith("/serwist/")) return;
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, name.toLowerCase() === "cache-control" ? WORKER_CACHE : value);
  setHeader("Cache-Control", WORKER_CACHE);
}

/** Wraps the servers' `emit("request")`, the one place Node hands every request to Next. */
export function installHttpHook(): void {
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Record<
    symbol | string,
    unknown
  >[]) {
    if (proto[INSTALLED]) continue;
    const original = proto.emit as Emit;
    let addressNoted = false;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
        stampPeerAddress(req);
        // The server's own address, for links in e-mails on the embedded default (public-origin.ts);
        // asked of the socket until noted, not on every request (a syscall: ~10 µs a request).
        if (!addressNoted) addressNoted = noteListeningAddress(this.address());
        setApiHeaders(req, res);
        keepWorkerFresh(req, res);
        if (refuseUnfetchableMethod(req, res)) return true;
        if (answerApiPath(req, res)) return true;
      }
      return original.call(this, event, ...args);
    } as Emit;
    proto[INSTALLED] = true;
  }
}
