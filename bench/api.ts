// The API figures of `npm run bench` (issue 30, items 3 and 4): each route's throughput at 50
// connections as a ratio to the framework's own trivial handler (a blank Next app's dynamic GET,
// served in the same run), with the database round trips one request of it makes beside it.
// Round trips are counted by the server itself (db/round-trips.ts: BENCH_COUNT_ROUND_TRIPS=1 on
// the servers the bench starts; a sampled request carries X-Db-Round-Trips and gets the count
// back), from sequential requests outside the load, so the load figures pay nothing for it.
// Also runnable alone: `tsx --conditions=react-server bench/api.ts` (BENCH_API_PG=1 adds a
// PostgreSQL server through scripts/with-postgres.sh).
import autocannon from "autocannon";

const ROUND_TRIPS_HEADER = "X-Db-Round-Trips";
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

/** The run with the median req/s. */
const median = (runs: Load[]) =>
  [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

export type Load = { rps: number; p50: number; p99: number; max: number; errors: number };
export type Figure = Load & { ratio: number; roundTrips: { mean: number; max: number } | null };
/** A route against the plain peer doing the same database work (bench/peer-route.ts). */
export type PeerFigure = { ours: Load; peer: Load; ratio: number };

type LoadOptions = {
  cookie?: string;
  /** Several users' cookies, taken in turn by each connection (spreads the creates' cap). */
  cookies?: string[];
  method?: "GET" | "POST" | "PATCH";
  body?: string;
};

async function load(url: string, seconds: number, opts: LoadOptions = {}): Promise<Load> {
  const headers = (cookie?: string) => ({
    ...(cookie ? { cookie } : {}),
    ...(opts.body ? { "content-type": "application/json" } : {}),
  });
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    method: opts.method ?? "GET",
    headers: headers(opts.cookie),
    body: opts.body,
    ...(opts.cookies ? { requests: opts.cookies.map((c) => ({ headers: headers(c) })) } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Round trips of `n` sequential requests like the load's (mean and max). */
async function roundTrips(
  url: string,
  init: RequestInit,
  n = 10,
): Promise<{ mean: number; max: number } | null> {
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), [ROUND_TRIPS_HEADER]: "?" },
    });
    await res.arrayBuffer();
    const value = res.headers.get(ROUND_TRIPS_HEADER);
    if (value === null) return null;
    counts.push(Number(value));
  }
  const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
  return { mean: Math.round(mean * 10) / 10, max: Math.max(...counts) };
}

type Jar = { cookie: string };

async function call(origin: string, jar: Jar, method: string, path: string, body?: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: {
      cookie: jar.cookie,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    if (pair!.includes("session-token=")) jar.cookie = pair!;
  }
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

async function newUser(origin: string, prefix: string): Promise<Jar> {
  const jar = { cookie: "" };
  await call(origin, jar, "POST", "/api/register", {
    email: `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2)}@bench.example`,
    password: "bench-password",
  });
  return jar;
}

/** Waits until the server has worked off what a load phase left in flight. */
async function settle(origin: string) {
  const deadline = Date.now() + 10_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const t = performance.now();
    await (await fetch(`${origin}/api/health`)).text();
    quiet = performance.now() - t < 20 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The figures for one app server against the floor (`floorUrl`, the blank app's trivial handler,
 * measured right before so both see the same machine): /api/health, GET /api/tasks with 200
 * tasks, POST /api/tasks, PATCH /api/tasks/{id}.
 */
export async function apiFigures(
  origin: string,
  floorUrl: string,
  seconds: number,
  /** The plain peer's origin (a blank Next app with bench/peer-route.ts on the same database). */
  peerOrigin?: string,
): Promise<{ floor: Load; routes: Record<string, Figure>; peer: Record<string, PeerFigure> }> {
  const dash = await newUser(origin, "api-dash");
  for (let i = 0; i < 200; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        call(origin, dash, "POST", "/api/tasks", {
          description: `Benchmark task number ${i + k}`,
          category: "health",
          completed: (i + k) % 4 === 0,
        }),
      ),
    );
  const [patched] = (await call(origin, dash, "GET", "/api/tasks")) as { id: number }[];
  const post = JSON.stringify({ description: "Load test task", category: "health" });
  const patch = JSON.stringify({ important: true });
  const json = { "content-type": "application/json" };

  const floors: Load[] = [];
  const routes: Record<string, Figure> = {};
  const measure = async (
    name: string,
    path: string,
    opts: LoadOptions,
    /** Before each round (fresh users for the creates, so none reaches the open-task cap). */
    fresh?: () => Promise<Partial<typeof opts>>,
  ) => {
    // The floor and the route take turns (ROUNDS times), so a busy moment of a shared machine
    // falls on both alike; the ratio is the median of the rounds', the figures the route's median.
    const rounds: { floor: Load; route: Load }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const floor = await load(floorUrl, seconds);
      await settle(origin);
      if (fresh) Object.assign(opts, await fresh());
      rounds.push({ floor, route: await load(`${origin}${path}`, seconds, opts) });
      floors.push(floor);
    }
    await settle(origin);
    const ratios = rounds.map((r) => r.route.rps / r.floor.rps).sort((a, b) => a - b);
    const figure = median(rounds.map((r) => r.route));
    const counted = await roundTrips(`${origin}${path}`, {
      method: opts.method ?? "GET",
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.body ? json : {}) },
      body: opts.body,
    });
    routes[name] = {
      ...figure,
      ratio: Math.round(ratios[Math.floor(ratios.length / 2)]! * 100) / 100,
      roundTrips: counted,
    };
  };
  await measure("GET /api/health", "/api/health", {});
  await measure("GET /api/tasks (200)", "/api/tasks", { cookie: dash.cookie });
  // Four users a round, taken in turn: 20,000 creates before the 5,000-open-task cap of each
  // would answer 400s (one user reached it in 10 s on PostgreSQL, and errors are fast answers).
  await measure("POST /api/tasks", "/api/tasks", { method: "POST", body: post }, async () => {
    const cookies = await Promise.all(
      [1, 2, 3, 4].map(async () => (await newUser(origin, "api-post")).cookie),
    );
    return { cookie: cookies[0], cookies };
  });
  await measure("PATCH /api/tasks/{id}", `/api/tasks/${patched!.id}`, {
    cookie: dash.cookie,
    method: "PATCH",
    body: patch,
  });
  const peer: Record<string, PeerFigure> = {};
  if (peerOrigin) {
    // The same read and the same write, ours and the peer's taking turns like the floor's rounds.
    const { userId } = (await (
      await fetch(`${peerOrigin}/api/peer/seed?n=200`, { method: "POST" })
    ).json()) as { userId: string };
    const versus = async (
      name: string,
      ours: () => Promise<Load>,
      theirs: () => Promise<Load>,
    ): Promise<void> => {
      const rounds: { ours: Load; peer: Load }[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const p = await theirs();
        await settle(origin);
        rounds.push({ ours: await ours(), peer: p });
        await settle(origin);
      }
      const ratios = rounds.map((r) => r.ours.rps / r.peer.rps).sort((a, b) => a - b);
      peer[name] = {
        ours: median(rounds.map((r) => r.ours)),
        peer: median(rounds.map((r) => r.peer)),
        ratio: Math.round(ratios[Math.floor(ratios.length / 2)]! * 100) / 100,
      };
    };
    await versus(
      "GET /api/tasks (200)",
      () => load(`${origin}/api/tasks`, seconds, { cookie: dash.cookie }),
      () => load(`${peerOrigin}/api/peer/tasks?user=${userId}`, seconds),
    );
    await versus(
      "POST /api/tasks",
      async () => {
        const cookies = await Promise.all(
          [1, 2, 3, 4].map(async () => (await newUser(origin, "api-post")).cookie),
        );
        return load(`${origin}/api/tasks`, seconds, {
          method: "POST",
          body: post,
          cookie: cookies[0],
          cookies,
        });
      },
      () =>
        load(`${peerOrigin}/api/peer/tasks?user=${userId}`, seconds, {
          method: "POST",
          body: post,
        }),
    );
  }
  return { floor: median(floors), routes, peer };
}

export function formatApiFigures(
  label: string,
  seconds: number,
  { floor, routes, peer }: Awaited<ReturnType<typeof apiFigures>>,
): string {
  const peerLines = Object.entries(peer).map(
    ([name, f]) =>
      `  ${name.padEnd(22)} ours ${f.ours.rps} req/s (${f.ours.p50}/${f.ours.p99} ms, ${f.ours.errors} errors), the peer ${f.peer.rps} req/s (${f.peer.p50}/${f.peer.p99} ms, ${f.peer.errors} errors): ${f.ratio.toFixed(2)}x the peer`,
  );
  return [
    `API on ${label}, 50 connections, ${seconds}s each (req/s, p50/p99/max ms, errors, of the median of ${ROUNDS} rounds; ratio to the framework's trivial handler, median of the rounds, each beside its own floor; database round trips per request, mean/max)`,
    `  framework's trivial handler  ${floor.rps} req/s  ${floor.p50}/${floor.p99}/${floor.max} ms  ${floor.errors}  (the floor, same run)`,
    ...Object.entries(routes).map(
      ([name, f]) =>
        `  ${name.padEnd(22)} ${String(f.rps).padStart(6)} req/s  ${f.p50}/${f.p99}/${f.max} ms  ${f.errors}  ${f.ratio.toFixed(2)}x  round trips ${f.roundTrips ? `${f.roundTrips.mean}/${f.roundTrips.max}` : "n/a"}`,
    ),
    ...(peerLines.length
      ? [
          `  against the plain peer (a drizzle query in a blank Next route handler, no session, same database; median of ${ROUNDS} rounds; targets GET >= 1.0x, POST >= 0.9x):`,
          ...peerLines,
        ]
      : []),
  ].join("\n");
}
