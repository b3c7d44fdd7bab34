// The bench's HTTP helpers: signed-in requests to a server on loopback, timing and percentiles.

export type Jar = { cookie: string };

export async function api(port: number, jar: Jar, method: string, url: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      cookie: jar.cookie,
      ...(body !== undefined || method !== "GET" ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    if (pair!.includes("session-token=")) jar.cookie = pair!;
  }
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** A request to the server on `port` whose status the caller reads (a 429 is an answer, not a failure). */
export const statusOf =
  (port: number, jar: Jar) =>
  async (method: string, url: string, body?: unknown): Promise<number> => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        cookie: jar.cookie,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    return res.status;
  };

/** Signs up a new user on the server on `port`. */
export async function newUser(port: number, prefix: string): Promise<Jar> {
  const jar = { cookie: "" };
  await api(port, jar, "POST", "/api/register", {
    email: `${prefix}.${Date.now()}@bench.example`,
    password: "bench-password",
  });
  return jar;
}

export async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>) {
  for (let i = 0; i < n; i += size)
    await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)));
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

export async function timed(n: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/**
 * Waits until the server has worked off what a load phase left behind: autocannon stops with its 50
 * requests in flight, and the server still completes them (each one's database work included), so
 * without this the first request of the next phase is billed for up to 50 queued POSTs.
 */
export async function settle(port: number) {
  const deadline = Date.now() + 10_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const t = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).text();
    quiet = performance.now() - t < 20 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
}
