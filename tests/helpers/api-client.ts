// A test client that calls app/api route handlers in-process with a cookie jar, like a browser.
// Response bodies are `any` on purpose: tests assert on their shape.
/* eslint-disable @typescript-eslint/no-explicit-any */
import path from "node:path";
import { requestScope } from "./request-scope";
import { PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";
import { filesUnder } from "./files";

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
type RouteEntry = { pattern: RegExp; paramNames: string[]; file: string; template: string };

const API_DIR = path.resolve(__dirname, "../../app/api");

const walk = (dir: string) => filesUnder(dir, /^route\.ts$/);

/** Every route file under app/api, as a URL template like /api/tasks/[id]. */
export function listApiRoutes(): RouteEntry[] {
  return walk(API_DIR)
    .map((file) => {
      const rel = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
      const paramNames: string[] = [];
      const regex = rel
        .map((seg) => {
          const m = /^\[(.+)\]$/.exec(seg);
          if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          paramNames.push(m[1]!);
          return "([^/]+)";
        })
        .join("/");
      return {
        pattern: new RegExp(`^/api/${regex}$`),
        paramNames,
        file,
        template: `/api/${rel.join("/")}`,
      };
    })
    .sort((a, b) => a.paramNames.length - b.paramNames.length); // static segments win
}

const routes = listApiRoutes();

export type ApiResponse<T = any> = {
  status: number;
  body: T;
  headers: Headers;
  text: string;
  bytes: Uint8Array;
};

/**
 * A response read as a socket would deliver it to another process: chunk by chunk, as the server
 * writes them, with nothing joined or decoded until a test reads `bytes` or `text`. A test that
 * times the server's own hold on the event loop (`raw: true`) leaves out the client's work: joining
 * and decoding a 6.6 MB answer at once held the loop 20-30 ms on a slow machine, in no server.
 */
async function rawResponse<T>(res: Response): Promise<ApiResponse<T>> {
  const chunks: Uint8Array[] = [];
  const reader = res.body?.getReader();
  for (let r = await reader?.read(); r && !r.done; r = await reader!.read()) chunks.push(r.value);
  let bytes: Uint8Array | undefined;
  let text: string | undefined;
  const joined = () => (bytes ??= Buffer.concat(chunks));
  return {
    status: res.status,
    body: null as T,
    headers: res.headers,
    get bytes() {
      return joined();
    },
    get text() {
      return (text ??= new TextDecoder().decode(joined()));
    },
  };
}

export class ApiClient {
  cookies = new Map<string, string>();
  /** Set-Cookie lines of the last response, as a browser would have received them. */
  lastSetCookies: string[] = [];
  /** The TCP peer `next start` would see (lib/server/peer-address.ts stamps it on each request). */
  peerAddress = "127.0.0.1";
  constructor(readonly origin = "http://localhost:3000") {}

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    opts: {
      headers?: Record<string, string>;
      rawBody?: string | ReadableStream<Uint8Array>;
      stream?: ReadableStream<Uint8Array>;
      /** Leave the body unparsed (text and bytes only): a test timing the server's own work. */
      raw?: boolean;
    } = {},
  ): Promise<ApiResponse<T>> {
    const u = new URL(url, this.origin);
    const match = routes.map((r) => ({ r, m: r.pattern.exec(u.pathname) })).find((x) => x.m);
    if (!match)
      return {
        status: 404,
        body: { message: "No route" } as T,
        headers: new Headers(),
        text: "",
        bytes: new Uint8Array(),
      };
    const mod = (await import(match.r.file)) as Record<string, Handler | undefined>;
    const handler = mod[method];
    if (!handler)
      return {
        status: 405,
        body: { message: "Method not allowed" } as T,
        headers: new Headers(),
        text: "",
        bytes: new Uint8Array(),
      };
    const params = Object.fromEntries(
      match.r.paramNames.map((n, i) => [n, decodeURIComponent(match.m![i + 1]!)]),
    );

    // Next sets x-forwarded-proto on every request; Auth.js picks cookie names and flags from it.
    const headers = new Headers({
      host: u.host,
      "x-forwarded-proto": u.protocol.replace(":", ""),
      [PEER_ADDRESS_HEADER]: this.peerAddress,
      ...opts.headers,
    });
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (cookieHeader) headers.set("cookie", cookieHeader);
    // A FormData body goes as multipart/form-data (the Request sets the boundary), like a browser's.
    const payload =
      opts.stream ??
      opts.rawBody ??
      (body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined);
    // As the spec's call table sends them: a body goes as JSON, a call without one carries no body
    // and no Content-Type. A FormData body's type carries its boundary; a stream says nothing.
    const saysItsOwnType = payload instanceof FormData || payload instanceof ReadableStream;
    if (!saysItsOwnType && payload !== undefined && !headers.has("content-type")) {
      headers.set("content-type", "application/json");
    }
    // A stream is sent as it comes (chunked, no Content-Length), like a client that never says how much.
    const req = new Request(u, {
      method,
      headers,
      body: payload,
      ...(payload instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);

    const scope = { headers, cookies: new Map(this.cookies), setCookies: [] as string[] };
    const res = await requestScope.run(scope, () =>
      handler(req, { params: Promise.resolve(params) }),
    );
    this.lastSetCookies = [...scope.setCookies, ...res.headers.getSetCookie()];
    for (const c of this.lastSetCookies) this.absorbCookie(c);
    if (opts.raw) return rawResponse<T>(res);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers, text, bytes };
  }

  private absorbCookie(setCookie: string) {
    const [pair, ...attrs] = setCookie.split(";");
    const eq = pair!.indexOf("=");
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const expired =
      attrs.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split("=")[1]!).getTime() <= Date.now(),
      ) || attrs.some((a) => /^\s*max-age=0/i.test(a));
    if (expired || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  get = <T = any>(url: string) => this.request<T>("GET", url);
  post = <T = any>(url: string, body?: unknown) => this.request<T>("POST", url, body);
  patch = <T = any>(url: string, body?: unknown) => this.request<T>("PATCH", url, body);
  delete = <T = any>(url: string) => this.request<T>("DELETE", url);
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;
}

/** A fresh signed-in user. */
export async function signedInClient(prefix = "user", password = "secret123") {
  const client = new ApiClient();
  const email = uniqueEmail(prefix);
  const res = await client.post("/api/register", { email, password });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { client, email, password, user: res.body as { id: string; affiliateCode: string } };
}
