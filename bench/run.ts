// npm run bench: measures the production build on the embedded database (the API also on a
// throw-away PostgreSQL, bench/api.ts) against the framework's own floor (a blank App Router page
// and a trivial JSON handler, built and served in the same run).
// Prints a table and writes bench/results.json. Loopback traffic only; every step is time-bounded.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildBlankApp, initialJs } from "./page-weight";
import { startNextServer, stopNextServers, waitForServer } from "./next-servers";
import { apiFigures, formatApiFigures } from "./api";
import { importBurst } from "./import-burst";
import { api, inBatches, newUser, settle, type Jar } from "./http";
import { formatLatencies, latencies, type Latencies } from "./latencies";
import { formatLighthouse, lighthouseScores } from "./lighthouse";
import { formatListCacheFigures, listCacheFigures } from "./list-cache";

const ROOT = path.resolve(import.meta.dirname, "..");
const TMP = path.join(ROOT, "bench", "tmp");
const DIST = process.env.NEXT_DIST_DIR || ".next";
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
/**
 * Which parts to run (all by default): BENCH_PARTS=lighthouse runs only the pages' Lighthouse,
 * BENCH_PARTS=import only the 20,000-row import (issue 43, item 5), BENCH_PARTS=list-cache only
 * GET /api/tasks with the task list cache on and off (issue 42, item 1).
 */
const ALL_PARTS = ["weight", "api", "latency", "lighthouse", "import", "list-cache"];
const PARTS = new Set(
  (process.env.BENCH_PARTS || ALL_PARTS.join(",")).split(",").map((p) => p.trim()),
);
/**
 * BENCH_PORT: the app's port (default 3300); the blank app +1, the app on PostgreSQL +2, the peer on
 * PostgreSQL +3; the list-cache part's servers +4 to +7.
 */
const APP_PORT = Number(process.env.BENCH_PORT || 3300);
/** Every page of the app: Lighthouse and the initial-JavaScript figure both cover all of them. */
const APP_PAGES = [
  "/auth",
  "/",
  "/notebook",
  "/insights",
  "/review",
  "/vision-board",
  "/settings",
  "/subscribe",
  "/affiliate",
];
const BLANK_PORT = APP_PORT + 1;
const PG_APP_PORT = APP_PORT + 2;
const PG_PEER_PORT = APP_PORT + 3;

const log = (...a: unknown[]) => console.error("[bench]", ...a);

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  execFileSync(cmd, args, {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    timeout: 15 * 60_000,
  });
}

async function main() {
  const timer = setTimeout(() => {
    console.error("[bench] time limit reached");
    stopNextServers();
    process.exit(2);
  }, 40 * 60_000);
  fs.mkdirSync(TMP, { recursive: true });
  if (!fs.existsSync(path.join(ROOT, DIST, "BUILD_ID"))) {
    log("building the app...");
    run("npx", ["next", "build"], ROOT);
  }
  if (["weight", "api", "lighthouse"].some((p) => PARTS.has(p))) log("building the blank app...");
  // Outside the repository, so nothing of ours (proxy.ts, configs) leaks into the floor.
  // With the plain peer's data routes (bench/peer-route.ts); one folder per port, so two benches on
  // one machine do not build over each other.
  // Only the parts that compare with the framework's floor need it (not latency, not import).
  const needsBlank = ["weight", "api", "lighthouse"].some((p) => PARTS.has(p));
  const blankDir = needsBlank
    ? buildBlankApp(ROOT, path.join(os.tmpdir(), `balance-bench-blank-app-${APP_PORT}`), {
        peer: true,
      })
    : "";
  const dataDir = path.join(TMP, "data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-peer`, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-list`, { recursive: true, force: true });
  // Before the other parts' servers: it starts and stops its own (bench/list-cache.ts).
  const listCache = PARTS.has("list-cache")
    ? await listCacheFigures(ROOT, APP_PORT + 4, `${dataDir}-list`)
    : null;
  if (listCache && PARTS.size === 1) {
    console.log(formatListCacheFigures(listCache).join("\n"));
    clearTimeout(timer);
    return;
  }
  // The peer on the embedded database: PGlite in the blank app's process, a folder of its own.
  if (needsBlank) await startNextServer(blankDir, BLANK_PORT, { PEER_DATA_DIR: `${dataDir}-peer` });
  // REGISTER_RATE_LIMIT_PER_HOUR: every bench user signs up from 127.0.0.1.
  await startNextServer(ROOT, APP_PORT, {
    DATA_DIR: dataDir,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    REGISTER_RATE_LIMIT_PER_HOUR: "1000000",
    // Round trips per request, for the API figures (db/round-trips.ts; sampled requests only).
    BENCH_COUNT_ROUND_TRIPS: "1",
  });

  log("seeding...");
  // Lighthouse signs in as a typical user (30 tasks, a few done, estimates, journal entries) and,
  // for the dashboard, also as a heavy one (300 tasks): issue 30 asks for both.
  const areas = [
    "health",
    "finances",
    "business_career",
    "family_friends",
    "romance",
    "fun_recreation",
    "personal_growth",
    "physical_environment",
  ];
  const seedTasks = (jar: Jar, n: number) =>
    inBatches(n, 10, (i) =>
      api(APP_PORT, jar, "POST", "/api/tasks", {
        description: `Everyday task ${i}`,
        category: areas[i % 8],
        completed: i % 5 === 0,
        ...(i % 3 === 0 ? { estimateMinutes: 15 * (1 + (i % 4)) } : {}),
      }),
    );
  const typical = await newUser(APP_PORT, "typical");
  await seedTasks(typical, 29); // and the welcome task: 30
  await inBatches(6, 3, (i) =>
    api(APP_PORT, typical, "POST", "/api/journals", {
      title: `A day, ${i}`,
      content: `What went well today, and what I want to try tomorrow (${i}). `.repeat(4),
      category: areas[i % 8],
    }),
  );
  const heavy = PARTS.has("lighthouse") ? await newUser(APP_PORT, "heavy") : null;
  if (heavy) await seedTasks(heavy, 299);

  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    loadSeconds: SECONDS,
  };
  const lines: string[] = [];
  const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`;

  if (PARTS.has("weight")) {
    log("initial JavaScript...");
    const blankJs = await initialJs(`http://127.0.0.1:${BLANK_PORT}`, "/");
    const js: Record<string, { gzipBytes: number; ratio: number }> = {};
    for (const p of APP_PAGES) {
      const bytes = await initialJs(
        `http://127.0.0.1:${APP_PORT}`,
        p,
        p === "/auth" ? "" : typical.cookie,
      );
      js[p] = { gzipBytes: bytes, ratio: Math.round((bytes / blankJs) * 100) / 100 };
    }
    results.initialJs = { blankPageGzipBytes: blankJs, pages: js };
    lines.push(
      `Initial JavaScript (gzip), blank App Router page: ${kb(blankJs)}`,
      ...APP_PAGES.map(
        (p) =>
          `  ${p.padEnd(14)} ${kb(js[p]!.gzipBytes).padStart(10)}  ${js[p]!.ratio.toFixed(2)}x blank`,
      ),
    );
  }

  if (PARTS.has("api")) {
    log("throughput...");
    // bench/api.ts: each route beside the blank app's trivial handler, with its round trips; then
    // the same on a throw-away PostgreSQL with fsync on (scripts/with-postgres.sh).
    const floorUrl = `http://127.0.0.1:${BLANK_PORT}/api/health`;
    const blankOrigin = `http://127.0.0.1:${BLANK_PORT}`;
    const apiEmbedded = await apiFigures(
      `http://127.0.0.1:${APP_PORT}`,
      floorUrl,
      SECONDS,
      blankOrigin,
    );
    const apiPostgres =
      process.env.BENCH_API_PG === "0"
        ? null
        : await apiFigures(
            await startNextServer(
              ROOT,
              PG_APP_PORT,
              {
                DATA_DIR: `${dataDir}-pg`,
                AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
                AUTH_URL: `http://127.0.0.1:${PG_APP_PORT}`,
                REGISTER_RATE_LIMIT_PER_HOUR: "1000000",
                BENCH_COUNT_ROUND_TRIPS: "1",
                PG_FSYNC: "on",
              },
              // The peer's blank app on the same PostgreSQL (it needs the wrapper's DATABASE_URL).
              [
                "bash",
                "scripts/with-postgres.sh",
                "bash",
                "-c",
                `(cd ${JSON.stringify(blankDir)} && exec npx next start -p ${PG_PEER_PORT} -H 127.0.0.1) & exec "$@"`,
                "with-peer",
              ],
            ),
            floorUrl,
            SECONDS,
            await waitForServer(`http://127.0.0.1:${PG_PEER_PORT}`),
          );
    results.api = { embedded: apiEmbedded, postgres: apiPostgres };
    lines.push(
      formatApiFigures("the embedded database", SECONDS, apiEmbedded),
      ...(apiPostgres ? [formatApiFigures("PostgreSQL (pg, fsync on)", SECONDS, apiPostgres)] : []),
    );
  }

  if (PARTS.has("latency")) {
    Object.assign(results, { latencyMs: await latencies(APP_PORT, areas, typical) });
    lines.push(...formatLatencies(results.latencyMs as Latencies));
  }

  if (PARTS.has("lighthouse")) {
    log("lighthouse...");
    const app = `http://127.0.0.1:${APP_PORT}`;
    // BENCH_PAGES=/,/review measures only those pages (beside the blank page), while working on them.
    const only = process.env.BENCH_PAGES?.split(",");
    const pick = (name: string) => !only || only.includes(name);
    const lh = await lighthouseScores({
      blank: { url: `http://127.0.0.1:${BLANK_PORT}/` },
      ...Object.fromEntries(
        APP_PAGES.filter(pick).map((p) => [
          p,
          { url: app + p, cookie: p === "/auth" ? undefined : typical.cookie },
        ]),
      ),
      ...(pick("/300") ? { "/ (300 tasks)": { url: `${app}/`, cookie: heavy!.cookie } } : {}),
    });
    results.lighthouse = lh;
    if (process.env.BENCH_VERBOSE)
      for (const [mode, pages] of Object.entries(lh))
        for (const [name, r] of Object.entries(pages))
          log(mode, name, "long tasks:", r.longTasks.join(", "));
    lines.push(...formatLighthouse("cold", lh.cold), ...formatLighthouse("warm", lh.warm));
  }

  if (PARTS.has("import")) {
    log("a 20,000-row TickTick backup previewed and committed while another user reads...");
    const importer = await newUser(APP_PORT, "importer");
    await settle(APP_PORT);
    const imp = await importBurst(`http://127.0.0.1:${APP_PORT}`, {
      importerCookie: importer.cookie,
      otherCookie: typical.cookie,
    });
    results.import = imp;
    const other = (s: { p50: number; p99: number; max: number; samples: number }) =>
      `${s.p50}/${s.p99} (max ${s.max}, ${s.samples} requests)`;
    lines.push(
      `Import of a 20,000-row TickTick backup (4,000 open, 16,000 done); another user's GET /api/tasks (30 tasks) p50/p99 ms`,
      `  quiet (the floor)                   ${other(imp.quiet)}`,
      `  preview  ${String(imp.preview.ms).padStart(6)} ms, meanwhile  ${other(imp.preview.other)}`,
      `  commit   ${String(imp.commit.ms).padStart(6)} ms, meanwhile  ${other(imp.commit.other)}`,
    );
  }

  if (listCache) {
    results.listCache = listCache;
    lines.push(...formatListCacheFigures(listCache));
  }

  // A partial run (BENCH_PARTS) prints but keeps the last full run's file.
  if (ALL_PARTS.every((p) => PARTS.has(p)))
    fs.writeFileSync(
      path.join(ROOT, "bench", "results.json"),
      JSON.stringify(results, null, 2) + "\n",
    );
  console.log(lines.join("\n"));
  clearTimeout(timer);
  stopNextServers();
}

main().catch((err) => {
  console.error(err);
  stopNextServers();
  process.exit(1);
});
