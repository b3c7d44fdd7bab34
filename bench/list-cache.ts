// BENCH_PARTS=list-cache (issue 42, item 1): what the in-process task list cache
// (lib/tasks/list-cache.ts) is worth. GET /api/tasks of a 200-task user, sequential requests, on
// two servers of the same build side by side, one with the cache and one with TASK_LIST_CACHE=off;
// the requests alternate between them (which one goes first alternates too), so a busy moment of
// the machine falls on both alike. Once on the embedded database (a data folder each), once on a
// throw-away PostgreSQL with fsync on (both servers on it, scripts/with-postgres.sh). Since issue 42
// the copy is kept on the embedded database only, so the PostgreSQL row compares two identical
// paths: the noise of the run. The figures and the decision: docs/decisions/task-list-cache.md.
import path from "node:path";
import { api, inBatches, newUser, percentile, settle, type Jar } from "./http";
import { startNextServer, stopNextServers, waitForServer } from "./next-servers";

const SECRET = "bench-secret-bench-secret-bench-secret-0123";
const TASKS = 199; // and the welcome task: 200
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS || 300);
const log = (...a: unknown[]) => console.error("[bench]", ...a);

type Figure = { p50: number; p99: number };
type ListCacheFigures = {
  tasks: number;
  requests: number;
  embedded: { on: Figure; off: Figure };
  postgres: { on: Figure; off: Figure } | null;
};

/** A user with TASKS tasks on the server on `port`: a fifth completed, a third with an estimate. */
async function seeded(port: number): Promise<Jar> {
  const jar = await newUser(port, "list");
  await inBatches(TASKS, 10, (i) =>
    api(port, jar, "POST", "/api/tasks", {
      description: `List bench task ${i}`,
      category: "health",
      completed: i % 5 === 0,
      ...(i % 3 === 0 ? { estimateMinutes: 30 } : {}),
    }),
  );
  return jar;
}

async function getList(port: number, jar: Jar): Promise<number> {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/tasks`, {
    headers: { cookie: jar.cookie },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET /api/tasks: ${res.status}`);
  return performance.now() - t;
}

/** REQUESTS reads of each server's list, alternating between the two. */
async function compare(on: number, off: number): Promise<{ on: Figure; off: Figure }> {
  const [onJar, offJar] = [await seeded(on), await seeded(off)];
  await Promise.all([settle(on), settle(off)]);
  for (let i = 0; i < 20; i++) await Promise.all([getList(on, onJar), getList(off, offJar)]);
  const times = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < REQUESTS; i++) {
    const first = i % 2 === 0;
    if (first) times.on.push(await getList(on, onJar));
    times.off.push(await getList(off, offJar));
    if (!first) times.on.push(await getList(on, onJar));
  }
  const figure = (xs: number[]) => ({ p50: percentile(xs, 50), p99: percentile(xs, 99) });
  return { on: figure(times.on), off: figure(times.off) };
}

/** Both databases; `port` and the next three are used. */
export async function listCacheFigures(
  root: string,
  port: number,
  dataDir: string,
): Promise<ListCacheFigures> {
  const common = { AUTH_SECRET: SECRET, REGISTER_RATE_LIMIT_PER_HOUR: "1000000" };
  log("task list cache on and off, embedded database...");
  await startNextServer(root, port, { ...common, DATA_DIR: path.join(dataDir, "cache-on") });
  await startNextServer(root, port + 1, {
    ...common,
    DATA_DIR: path.join(dataDir, "cache-off"),
    TASK_LIST_CACHE: "off",
  });
  const embedded = await compare(port, port + 1);
  stopNextServers();
  if (process.env.BENCH_API_PG === "0")
    return { tasks: TASKS + 1, requests: REQUESTS, embedded, postgres: null };

  log("task list cache on and off, PostgreSQL...");
  const [onPort, offPort] = [port + 2, port + 3];
  await startNextServer(
    root,
    onPort,
    {
      ...common,
      DATA_DIR: path.join(dataDir, "pg-cache-on"),
      AUTH_URL: `http://127.0.0.1:${onPort}`,
      PG_FSYNC: "on",
    },
    // The server without the cache on the same PostgreSQL (it needs the wrapper's DATABASE_URL).
    [
      "bash",
      "scripts/with-postgres.sh",
      "bash",
      "-c",
      `(TASK_LIST_CACHE=off AUTH_URL=http://127.0.0.1:${offPort} DATA_DIR=${JSON.stringify(path.join(dataDir, "pg-cache-off"))} exec npx next start -p ${offPort} -H 127.0.0.1) & exec "$@"`,
      "with-uncached",
    ],
  );
  await waitForServer(`http://127.0.0.1:${offPort}`);
  const postgres = await compare(onPort, offPort);
  stopNextServers();
  return { tasks: TASKS + 1, requests: REQUESTS, embedded, postgres };
}

export function formatListCacheFigures(f: ListCacheFigures): string[] {
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "-");
  const row = (name: string, x: { on: Figure; off: Figure }) =>
    `  ${name.padEnd(22)} cache on ${x.on.p50}/${x.on.p99}  off ${x.off.p50}/${x.off.p99}  on/off ${ratio(x.on.p50, x.off.p50)} (p50) ${ratio(x.on.p99, x.off.p99)} (p99)`;
  return [
    `GET /api/tasks (${f.tasks} tasks), the list cache on and off (TASK_LIST_CACHE=off), p50/p99 ms of ${f.requests} sequential requests each, alternating`,
    row("the embedded database", f.embedded),
    ...(f.postgres ? [row("PostgreSQL (fsync on)", f.postgres)] : []),
  ];
}
