// First paint is final (docs/decisions/first-paint.md): on every page the largest contentful
// paint happens before any of the page's scripts has run, on a phone and on a desktop, with the
// CPU throttled 4x like Lighthouse's mobile run and a fresh profile like a first-time visitor.
// The network is a phone's (Lighthouse's slow 4G) and each load starts from an empty cache.
// Read from a Chrome trace, the record Lighthouse reads: the last largest-contentful-paint
// candidate against the first evaluation of a script of the build (/_next/static/...). When a
// script runs first, Lighthouse bills its download and its work to the page's LCP; the cause
// found was the stylesheet: while the browser waited for it, the scripts arrived and ran.
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { expect, newEmail, settled, test } from "./helpers";

type TraceEvent = {
  name: string;
  ts: number;
  ph: string;
  args?: {
    data?: { url?: string; isMainFrame?: boolean; size?: number; nodeName?: string; type?: string };
  };
};

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;

/**
 * Lighthouse's mobile network as DevTools applies it (its "devtools" throttling preset: slow 4G,
 * 150 ms RTT and 1.6 Mbps, times its request-level factors 3.75 and 0.9).
 */
const MOBILE_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

const SIGNED_IN_PAGES = ["/", "/notebook", "/insights", "/review", "/vision-board", "/settings"];

/** One cold load of `path` with the CPU throttled; the last LCP candidate and the first script. */
async function coldLoad(
  browser: Browser,
  path: string,
  options: BrowserContextOptions,
): Promise<{ lcp: TraceEvent | undefined; firstScript: TraceEvent | undefined; trace: string }> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", MOBILE_NETWORK);
    await browser.startTracing(page, { categories: ["devtools.timeline", "loading"] });
    await page.goto(path, { waitUntil: "load" });
    // Hydration and whatever the page does right after it: a later, larger paint would show here.
    await settled(page);
    const events = (
      JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    ).traceEvents;
    const candidates = events.filter(
      (e) => e.name === "largestContentfulPaint::Candidate" && e.args?.data?.isMainFrame !== false,
    );
    const scripts = events
      .filter((e) => e.name === "EvaluateScript" && e.args?.data?.url?.includes("/_next/static/"))
      .sort((a, b) => a.ts - b.ts);
    const lcp = candidates.sort((a, b) => a.ts - b.ts).at(-1);
    const t0 = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    const at = (e?: TraceEvent) => (e ? `${Math.round((e.ts - t0) / 1000)} ms` : "never");
    return {
      lcp,
      firstScript: scripts[0],
      trace: `${path}: LCP candidates at ${candidates.map((c) => `${at(c)} (${c.args?.data?.type ?? "?"}, ${c.args?.data?.size ?? "?"} px², ${c.args?.data?.nodeName ?? ""})`).join(", ") || "none"}; first script ${scripts[0]?.args?.data?.url?.split("/").pop() ?? ""} at ${at(scripts[0])}`,
    };
  } finally {
    await context.close();
  }
}

function expectPaintBeforeScripts(result: Awaited<ReturnType<typeof coldLoad>>) {
  expect(result.lcp, `no largest contentful paint: ${result.trace}`).toBeDefined();
  expect(result.firstScript, `no script of the build ran: ${result.trace}`).toBeDefined();
  expect(result.lcp!.ts, result.trace).toBeLessThan(result.firstScript!.ts);
}

for (const [name, options] of Object.entries(VIEWPORTS)) {
  test(`${name}: the sign-in page's largest paint comes before its scripts run`, async ({
    browser,
  }) => {
    expectPaintBeforeScripts(await coldLoad(browser, "/auth?tab=register", options));
    expectPaintBeforeScripts(await coldLoad(browser, "/auth", options));
  });

  test(`${name}: every signed-in page's largest paint comes before its scripts run`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // A typical account, as the bench measures it: 30 tasks (the welcome task and 29), a few done.
    const api = await playwright.request.newContext({ baseURL });
    await api.post("/api/register", {
      data: { email: newEmail(`paint-${name}`), password: "secret123" },
      headers: { origin: baseURL! },
    });
    for (let i = 0; i < 29; i++)
      await api.post("/api/tasks", {
        data: { description: `Everyday task ${i}`, category: "health", completed: i % 5 === 0 },
        headers: { origin: baseURL! },
      });
    const storageState = await api.storageState();
    await api.dispose();
    for (const path of SIGNED_IN_PAGES)
      expectPaintBeforeScripts(await coldLoad(browser, path, { ...options, storageState }));
  });
}
