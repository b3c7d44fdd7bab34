// A minimal HTTP client for the load and fault runs: one cookie jar per simulated browser (the
// Set-Cookie lines are parsed by hand), a time limit on every request, and loopback only.

export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export type Result<T = unknown> = {
  status: number; // 0 = network error or time limit
  body: T;
  text: string;
  ms: number;
  error?: string;
  headers: Headers;
  setCookies: string[];
};

/** Refuses anything but 127.0.0.1: these runs must never send traffic off the machine. */
export function assertLoopback(baseUrl: string): void {
  const host = new URL(baseUrl).hostname;
  if (host !== "127.0.0.1") throw new Error(`refusing non-loopback target ${baseUrl}`);
}

/** Applies Set-Cookie lines to a jar: a past expiry, Max-Age<=0 or an empty value deletes. */
export function absorbSetCookies(
  jar: Map<string, string>,
  setCookies: string[],
  now = Date.now(),
): void {
  for (const line of setCookies) {
    const [pair, ...attrs] = line.split(";");
    const eq = pair!.indexOf("=");
    if (eq <= 0) continue;
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    let expired = value === "";
    for (const attr of attrs) {
      const [k, v = ""] = attr.split("=");
      const key = k!.trim().toLowerCase();
      if (key === "max-age" && Number(v) <= 0) expired = true;
      if (key === "expires") {
        const t = Date.parse(v.trim());
        if (Number.isFinite(t) && t <= now) expired = true;
      }
    }
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

export class Client {
  readonly jar = new Map<string, string>();
  private turn = 0;

  /** `rotateAcross`: several servers of one app; each request goes to the next (round-robin). */
  constructor(
    readonly baseUrl: string,
    readonly timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
    readonly rotateAcross: string[] = [],
  ) {
    assertLoopback(baseUrl);
    rotateAcross.forEach(assertLoopback);
  }

  private nextBase(): string {
    return this.rotateAcross.length
      ? this.rotateAcross[this.turn++ % this.rotateAcross.length]!
      : this.baseUrl;
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    timeoutMs = this.timeoutMs,
  ): Promise<Result<T>> {
    const headers: Record<string, string> = { accept: "application/json" };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    // The server wants JSON on every state-changing call, body or not (lib/http/csrf.ts).
    if (body !== undefined || method !== "GET") headers["content-type"] = "application/json";
    const started = performance.now();
    try {
      const res = await fetch(new URL(path, this.nextBase()), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      const setCookies = res.headers.getSetCookie();
      absorbSetCookies(this.jar, setCookies);
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: keep the text.
      }
      return { status: res.status, body: parsed as T, text, ms, headers: res.headers, setCookies };
    } catch (err) {
      const ms = performance.now() - started;
      const e = err as Error & { cause?: { code?: string } };
      const reason =
        e.name === "TimeoutError"
          ? `no answer within ${timeoutMs} ms`
          : `${e.message}${e.cause?.code ? ` (${e.cause.code})` : ""}`;
      return {
        status: 0,
        body: null as T,
        text: "",
        ms,
        error: reason,
        headers: new Headers(),
        setCookies: [],
      };
    }
  }

  get<T = unknown>(path: string, timeoutMs?: number) {
    return this.request<T>("GET", path, undefined, timeoutMs);
  }
  post<T = unknown>(path: string, body?: unknown, timeoutMs?: number) {
    return this.request<T>("POST", path, body, timeoutMs);
  }
  patch<T = unknown>(path: string, body?: unknown, timeoutMs?: number) {
    return this.request<T>("PATCH", path, body, timeoutMs);
  }
}

/** GET that follows same-origin redirects like a browser (cookies applied at each hop). */
export async function browse(
  client: Client,
  path: string,
  maxHops = 5,
): Promise<{ final: Result; hops: string[] }> {
  const hops = [path];
  let r = await client.get(path);
  while (r.status >= 300 && r.status < 400 && hops.length <= maxHops) {
    const location = r.headers.get("location");
    if (!location) break;
    const next = new URL(location, client.baseUrl);
    if (next.origin !== new URL(client.baseUrl).origin) break;
    hops.push(next.pathname + next.search);
    r = await client.get(next.pathname + next.search);
  }
  return { final: r, hops };
}

export const ok = (r: Result) => r.status >= 200 && r.status < 300;

/** One line for a failure report: status and the server's message, or the network error. */
export function describe(r: Result): string {
  if (r.status === 0) return `network error: ${r.error}`;
  const message = (r.body as { message?: unknown } | null)?.message;
  return `HTTP ${r.status}${typeof message === "string" ? ` ${JSON.stringify(message)}` : r.text ? ` ${r.text.slice(0, 160)}` : ""}`;
}

/** Registers a new account; the client's jar then holds its session cookie. */
export async function registerUser(
  client: Client,
  email: string,
  password: string,
): Promise<{ id: string; email: string }> {
  const r = await client.post<{ id: string; email: string }>(
    "/api/register",
    { email, password },
    60_000,
  );
  if (r.status !== 201) throw new Error(`register ${email}: ${describe(r)}`);
  if (client.jar.size === 0) throw new Error(`register ${email}: no session cookie was set`);
  return r.body;
}
