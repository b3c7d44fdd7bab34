// npm run bench: measures the production build on the embedded database (the API also on a
// throw-away PostgreSQL, bench/api.ts) against the framework's own floor (a blank App Router page
// and a trivial JSON handler, built and served in the same run).
// Prints a table and writes bench/results.json. Loopback traffic only; every step is time-bounded.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signupBurst } from "./signup-burst";
import { feedBurst } from "./feed-burst";
import { searchBurst } from "./search-burst";
import { buildBlankApp, initialJs } from "./page-weight";
import { startNextServer, stopNextServers, waitForServer } from "./next-servers";
import { apiFigures, formatApiFigures } from "./api";
import { importBurst } from "./import-burst";

const ROOT = path.resolve(import.meta.dirname, "..");
const TMP = path.join(ROOT, "bench", "tmp");
const DIST = process.env.NEXT_DIST_DIR || ".next";
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
/**
 * Which parts to run (all by default): BENCH_PARTS=lighthouse runs only the pages' Lighthouse,
 * BENCH_PARTS=import only the 20,000-row import (issue 43, item 5).
 */
const ALL_PARTS = ["weight", "api", "latency", "lighthouse", "import"];
const PARTS = new Set(
  (process.env.BENCH_PARTS || ALL_PARTS.join(",")).split(",").map((p) => p.trim()),
);
/** BENCH_PORT: the app's port (default 3300); the blank app +1, the app on PostgreSQL +2, the peer on PostgreSQL +3. */
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

type Jar = { cookie: string };

async function api(port: number, jar: Jar, method: string, url: string, body?: unknown) {
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

/** A request whose status the caller reads (a 429 is an answer, not a failure). */
const statusOf =
  (jar: Jar) =>
  async (method: string, url: string, body?: unknown): Promise<number> => {
    const res = await fetch(`http://127.0.0.1:${APP_PORT}${url}`, {
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

async function newUser(prefix: string): Promise<Jar> {
  const jar = { cookie: "" };
  await api(APP_PORT, jar, "POST", "/api/register", {
    email: `${prefix}.${Date.now()}@bench.example`,
    password: "bench-password",
  });
  return jar;
}

async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>) {
  for (let i = 0; i < n; i += size)
    await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)));
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

async function timed(n: number, fn: () => Promise<unknown>) {
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
async function settle(port: number) {
  const deadline = Date.now() + 10_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const t = performance.now();
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).text();
    quiet = performance.now() - t < 20 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
}

type LighthouseRun = {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The longest main-thread tasks: "start+duration ms script", to say where TBT comes from. */
  longTasks: string[];
  /** Lighthouse's LCP element (its text, or its markup when it has none). */
  lcpElement: string;
  /** The share of the LCP that is "render delay" in Lighthouse's LCP breakdown (0-1). */
  renderDelay: number;
};

type LongTask = { startTime: number; duration: number; url: string };
type LcpDetails = {
  items?: {
    items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[];
  }[];
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function lighthouseRun(
  port: number,
  url: string,
  cookie: string | undefined,
  keepStorage: boolean,
): Promise<LighthouseRun> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // Warm: the cache and the service worker of the previous load stay (a repeat view).
    disableStorageReset: keepStorage,
  });
  const lhr = result!.lhr;
  const lcp = Math.round(lhr.audits["largest-contentful-paint"]!.numericValue ?? 0);
  const [element, phases] =
    (lhr.audits["largest-contentful-paint-element"]?.details as LcpDetails | undefined)?.items ??
    [];
  const node = element?.items?.[0]?.node;
  const renderDelay = phases?.items?.find((p) => p.phase === "Render Delay")?.timing ?? 0;
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    lcp,
    tbt: Math.round(lhr.audits["total-blocking-time"]!.numericValue ?? 0),
    cls: Math.round((lhr.audits["cumulative-layout-shift"]!.numericValue ?? 0) * 1000) / 1000,
    longTasks: (
      (lhr.audits["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? []
    )
      .slice(0, 12)
      .map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.split("/").pop()}`),
    lcpElement: (node?.nodeLabel || node?.snippet || "").replace(/\s+/g, " ").slice(0, 48),
    renderDelay: lcp > 0 ? Math.round((renderDelay / lcp) * 100) / 100 : 0,
  };
}

/**
 * One measured load of `url` in a Chrome of its own (a fresh profile). Cold: a first-time
 * visitor, nothing cached. Warm: a repeat view, measured after one load of the same page in the
 * same profile installed the service worker and filled the caches.
 */
async function lighthouseOnce(
  url: string,
  cookie: string | undefined,
  mode: "cold" | "warm",
): Promise<LighthouseRun> {
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (mode === "warm") {
      await lighthouseRun(chrome.port, url, cookie, true);
      // The worker registers when the browser is idle after the load (components/pwa/pwa-setup.tsx).
      await new Promise((r) => setTimeout(r, 3000));
    }
    return await lighthouseRun(chrome.port, url, cookie, mode === "warm");
  } finally {
    await chrome.kill();
  }
}

type LighthouseFigure = LighthouseRun & { runs: number[] };

/**
 * Median Lighthouse run per page, cold and warm. The pages take turns (blank, /auth, /, blank,
 * ...) so that a busy moment of the machine falls on all of them alike, and the blank page's
 * figures are the floor of this very run. No page is requested before its first cold run: that
 * run is what a first-time visitor gets, a route's first render included.
 */
async function lighthouseScores(targets: Record<string, { url: string; cookie?: string }>) {
  const figures: Record<"cold" | "warm", Record<string, LighthouseFigure>> = { cold: {}, warm: {} };
  for (const mode of ["cold", "warm"] as const) {
    const runs: Record<string, LighthouseRun[]> = Object.fromEntries(
      Object.keys(targets).map((k) => [k, []]),
    );
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      for (const [name, { url, cookie }] of Object.entries(targets))
        runs[name]!.push(await lighthouseOnce(url, cookie, mode));
    }
    // The median by LCP (the figure this table is about), the scores in the order measured.
    for (const [name, list] of Object.entries(runs)) {
      const sorted = [...list].sort((a, b) => a.lcp - b.lcp);
      figures[mode][name] = {
        ...sorted[Math.floor(sorted.length / 2)]!,
        score: [...list].map((r) => r.score).sort((a, b) => a - b)[Math.floor(list.length / 2)]!,
        runs: list.map((r) => r.score),
      };
    }
  }
  return figures;
}

/** One table: each page beside the blank page of the same run. */
function formatLighthouse(mode: string, figures: Record<string, LighthouseFigure>): string[] {
  const blank = figures.blank!;
  return [
    `Lighthouse performance, ${mode} (mobile, median of ${LIGHTHOUSE_RUNS}; score (runs), LCP ms and its ratio to the blank page's, TBT ms, CLS, LCP element and the render-delay share of its LCP; a user with 30 tasks unless said)`,
    ...Object.entries(figures).map(([name, r]) =>
      [
        `  ${name.padEnd(14)} ${String(r.score).padStart(3)} (${r.runs.join(", ")})`,
        name === "blank"
          ? `LCP ${r.lcp}`
          : `${r.score - blank.score >= 0 ? "+" : ""}${r.score - blank.score}  LCP ${r.lcp} (${(r.lcp / Math.max(1, blank.lcp)).toFixed(1)}x)`,
        `TBT ${r.tbt}  CLS ${r.cls}`,
        `LCP "${r.lcpElement}" ${Math.round(r.renderDelay * 100)}% render delay`,
        name === "blank" ? "(the floor, same run)" : "",
      ].join("  "),
    ),
    `  targets: every page's LCP <= 2x the blank page's and its score within 6 points of it (cold)`,
  ];
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
  const typical = await newUser("typical");
  await seedTasks(typical, 29); // and the welcome task: 30
  await inBatches(6, 3, (i) =>
    api(APP_PORT, typical, "POST", "/api/journals", {
      title: `A day, ${i}`,
      content: `What went well today, and what I want to try tomorrow (${i}). `.repeat(4),
      category: areas[i % 8],
    }),
  );
  const heavy = PARTS.has("lighthouse") ? await newUser("heavy") : null;
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
    Object.assign(results, { latencyMs: await latencies(areas, typical) });
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
    const importer = await newUser("importer");
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

type Latencies = Awaited<ReturnType<typeof latencies>>;

/** Sequential latencies: big lists, and another user's requests while others do heavy work. */
async function latencies(areas: string[], typical: Jar) {
  log("reorder and journal list...");
  const journalUser = await newUser("journal");
  await inBatches(500, 10, (i) =>
    api(APP_PORT, journalUser, "POST", "/api/journals", {
      title: `Entry ${i}`,
      content: `Today I thought about item ${i}. `.repeat(8),
      category: "personal_growth",
    }),
  );
  const reorderUser = await newUser("reorder");
  await inBatches(499, 10, (i) =>
    api(APP_PORT, reorderUser, "POST", "/api/tasks", {
      description: `Reorder task ${i}`,
      category: "finances",
      completed: false,
    }),
  );
  const reorderTasks = (
    (await api(APP_PORT, reorderUser, "GET", "/api/tasks")) as { id: number }[]
  ).map((t) => t.id);
  await settle(APP_PORT);
  const reorder = await timed(40, () => {
    const shuffled = [...reorderTasks].sort(() => Math.random() - 0.5);
    return api(APP_PORT, reorderUser, "POST", "/api/tasks/reorder", {
      tasks: shuffled.map((id, order) => ({ id, order })),
    });
  });
  const journalList = await timed(40, () => api(APP_PORT, journalUser, "GET", "/api/journals"));

  log("another user during a sign-up burst...");
  const dash = await newUser("dash");
  await inBatches(199, 10, (i) =>
    api(APP_PORT, dash, "POST", "/api/tasks", {
      description: `Benchmark task number ${i}`,
      category: "health",
      completed: i % 4 === 0,
    }),
  );
  await settle(APP_PORT);
  const burst = await signupBurst(`http://127.0.0.1:${APP_PORT}`, dash.cookie);

  log("another user while four calendar apps fetch a 5,000-task feed...");
  const feedOwner = await newUser("feed");
  const today = new Date();
  // 4,999 and the welcome task: the 5,000 open tasks a list may hold (the cap is checked inside
  // the insert since issue 30, so seeding can no longer race past it).
  await inBatches(4999, 20, (i) =>
    api(APP_PORT, feedOwner, "POST", "/api/tasks", {
      description: `Dated task ${i}`,
      category: areas[i % 8],
      dueDate: new Date(today.getTime() + ((i % 400) - 100) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      ...(i % 3 === 0 ? { dueTime: "09:30" } : {}),
    }),
  );
  const feedUrl = ((await api(APP_PORT, feedOwner, "GET", "/api/calendar")) as { feedUrl: string })
    .feedUrl;
  const firstTask = ((await api(APP_PORT, feedOwner, "GET", "/api/tasks")) as { id: number }[])[0]!
    .id;
  await settle(APP_PORT);
  const feeds = await feedBurst(`http://127.0.0.1:${APP_PORT}`, {
    otherCookie: typical.cookie,
    ownerCookie: feedOwner.cookie,
    feedPath: new URL(feedUrl).pathname,
    taskId: firstTask,
  });

  log("another user's writes while one user searches 50 long entries in a loop...");
  const searcher = await newUser("searcher");
  const writer = await newUser("writer");
  const { id: writerTask } = (await api(APP_PORT, writer, "POST", "/api/tasks", {
    description: "Search bench write",
    category: "health",
  })) as { id: number };
  await settle(APP_PORT);
  const searches = await searchBurst({
    searcher: statusOf(searcher),
    other: statusOf(writer),
    otherTaskId: writerTask,
  });
  return {
    reorder500: reorder,
    journalList500: journalList,
    getTasksDuringSignupBurst: burst,
    getTasksDuringFeedFetches: feeds,
    writesDuringSearchLoop: searches,
  };
}

function formatLatencies({
  reorder500: reorder,
  journalList500: journalList,
  getTasksDuringSignupBurst: burst,
  getTasksDuringFeedFetches: feeds,
  writesDuringSearchLoop: searches,
}: Latencies): string[] {
  return [
    `Latency over loopback (p50/p99 ms, 40 sequential requests)`,
    `  POST /api/tasks/reorder, 500 tasks  ${reorder.p50}/${reorder.p99}`,
    `  GET /api/journals, 500 entries      ${journalList.p50}/${journalList.p99}`,
    `  GET /api/tasks (200 tasks) while 20 others sign up  ${burst.p50}/${burst.p99} (${burst.samples} requests, burst ${burst.signupMs} ms)`,
    `  GET /api/tasks (30 tasks), quiet (the floor)            ${feeds.quiet.p50}/${feeds.quiet.p99} (${feeds.quiet.samples} requests)`,
    `  GET /api/tasks (30 tasks) while 4 apps fetch a 5,000-task feed  ${feeds.duringFeeds.p50}/${feeds.duringFeeds.p99} (${feeds.duringFeeds.samples} requests, ${feeds.duringFeeds.feedFetches} fresh feeds in ${feeds.duringFeeds.feedMs} ms; target p99 ≤ 200 ms)`,
    `  PATCH /api/tasks/{id}, quiet (the floor)                 ${searches.quiet.p50}/${searches.quiet.p99} (${searches.quiet.samples} requests)`,
    `  PATCH /api/tasks/{id} while another user searches 50 entries of 20,000 characters in 2 loops  ${searches.duringSearches.p50}/${searches.duringSearches.p99} (${searches.duringSearches.samples} requests; ${searches.searches.answered} searches answered at ${searches.searches.p50}/${searches.searches.p99} ms, ${searches.searches.limited} limited; target p99 ≤ 200 ms)`,
  ];
}

main().catch((err) => {
  console.error(err);
  stopNextServers();
  process.exit(1);
});
