// GET of an address a user chose (a calendar subscription), through the whole outbound guard: the
// canonical address check (./outbound-url.ts), the connect-time address check (./agent.ts), every
// redirect checked again (at most `maxRedirects`), no body, cookies or credentials sent, a time
// limit over the whole exchange and a byte limit read as a stream (the request is abandoned the
// moment the body passes it, whatever Content-Length says).
import "server-only";
import http from "node:http";
import https from "node:https";
import { ADDRESS_REFUSED, guardedAgent } from "./agent";
import { checkOutboundUrl } from "./outbound-url";

export type OutboundFailure = "refused" | "too-large" | "timeout" | "unreachable" | "redirects";

/** Why a guarded request did not produce a response; `kind` for the caller's status, `message` in words. */
export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export type GuardedResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The canonical address finally answered (after redirects). */
  url: string;
};

export type GuardedGetOptions = {
  allowedHosts: readonly string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
  /** Only plain request headers (Accept, If-None-Match, …); never cookies or Authorization. */
  headers?: Record<string, string>;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function guardedGet(
  raw: string,
  options: GuardedGetOptions,
): Promise<GuardedResponse> {
  const deadline = Date.now() + options.timeoutMs;
  let address = raw;
  for (let hop = 0; ; hop++) {
    const checked = checkOutboundUrl(address, { allowedHosts: options.allowedHosts });
    if (!checked.ok)
      throw new OutboundError("refused", `The address was refused: ${checked.reason}.`);
    const res = await requestOnce(checked.value.url, checked.value.allowedHost, options, deadline);
    if (!REDIRECTS.has(res.status)) return res;
    const location = res.headers.location;
    if (!location) return res;
    if (hop >= (options.maxRedirects ?? 3))
      throw new OutboundError("redirects", "The address redirected too many times.");
    address = new URL(location, checked.value.href).href;
  }
}

function requestOnce(
  url: URL,
  allowPrivate: boolean,
  options: GuardedGetOptions,
  deadline: number,
): Promise<GuardedResponse> {
  const protocol = url.protocol as "https:" | "http:";
  const request = protocol === "http:" ? http.request : https.request;
  const remaining = deadline - Date.now();
  if (remaining <= 0)
    return Promise.reject(new OutboundError("timeout", "The server took too long to answer."));
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "GET",
      agent: guardedAgent(protocol, allowPrivate),
      headers: { "user-agent": "Balance", ...options.headers },
    });
    const fail = (err: OutboundError) => {
      req.destroy();
      reject(err);
    };
    const timer = setTimeout(
      () => fail(new OutboundError("timeout", "The server took too long to answer.")),
      remaining,
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        err instanceof OutboundError
          ? err
          : err.code === ADDRESS_REFUSED
            ? new OutboundError(
                "refused",
                "The address was refused: it points at a private or reserved network address.",
              )
            : new OutboundError("unreachable", "The server could not be reached."),
      );
    });
    req.on("response", (res) => {
      const declared = Number(res.headers["content-length"]);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        clearTimeout(timer);
        return fail(new OutboundError("too-large", "The file is too large."));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          clearTimeout(timer);
          res.destroy();
          return fail(new OutboundError("too-large", "The file is too large."));
        }
        chunks.push(chunk);
      });
      res.on("error", () => {
        clearTimeout(timer);
        fail(new OutboundError("unreachable", "The connection broke while reading the answer."));
      });
      res.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          url: url.href,
        });
      });
    });
    req.end();
  });
}
