// Lighthouse for the bench: each page's median run, cold and warm, beside the blank App Router page
// of the same run.

import { CHROMIUM_FLAGS, FULL_CHROMIUM } from "../scripts/chromium-flags";
import { type BilledScripts, scriptsBilledToLcp } from "./lcp-scripts";

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

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
  /** The scripts the simulated LCP waits for: those that had arrived before the observed paint. */
  billedScripts: BilledScripts;
};

type LongTask = { startTime: number; duration: number; url: string };
type LcpDetails = {
  items?: {
    items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[];
  }[];
};

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

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
    billedScripts: await scriptsBilledToLcp(result!.artifacts, lhr.configSettings),
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
    chromePath: FULL_CHROMIUM,
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
export async function lighthouseScores(targets: Record<string, { url: string; cookie?: string }>) {
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
export function formatLighthouse(
  mode: string,
  figures: Record<string, LighthouseFigure>,
): string[] {
  const blank = figures.blank!;
  return [
    `Lighthouse performance, ${mode} (mobile, median of ${LIGHTHOUSE_RUNS}; score (runs), LCP ms and its ratio to the blank page's, TBT ms, CLS, LCP element, the render-delay share of its LCP and the scripts the simulation bills to it; a user with 30 tasks unless said)`,
    ...Object.entries(figures).map(([name, r]) =>
      [
        `  ${name.padEnd(14)} ${String(r.score).padStart(3)} (${r.runs.join(", ")})`,
        name === "blank"
          ? `LCP ${r.lcp}`
          : `${r.score - blank.score >= 0 ? "+" : ""}${r.score - blank.score}  LCP ${r.lcp} (${(r.lcp / Math.max(1, blank.lcp)).toFixed(1)}x)`,
        `TBT ${r.tbt}  CLS ${r.cls}`,
        `LCP "${r.lcpElement}" ${Math.round(r.renderDelay * 100)}% render delay`,
        `${r.billedScripts.count} scripts (${r.billedScripts.kB} kB) billed`,
        name === "blank" ? "(the floor, same run)" : "",
      ].join("  "),
    ),
    `  targets: every page's LCP <= 2x the blank page's and its score within 6 points of it (cold)`,
  ];
}
