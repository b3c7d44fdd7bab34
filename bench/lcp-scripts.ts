// Which scripts Lighthouse's simulation (Lantern) bills to a page's LCP. It keeps every script that
// finished downloading before the observed LCP unless it can prove, from the evaluation task, that
// the script ran after it; evaluations shorter than 10 ms are pruned from its graph, so a small
// chunk that arrived before the paint is billed whether or not it ran (docs/decisions/first-paint.md).

// Lighthouse's computed artifact, not part of its typed public API: imported through a variable so
// that its internal types (the global `LH` namespace) stay out of our typecheck.
const LANTERN_LCP = "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

type GraphNode = { type: string; request?: { resourceType?: string; transferSize?: number } };
type LanternResult = { pessimisticEstimate: { nodeTimings: Map<GraphNode, unknown> } };
type LanternLcp = { request(data: object, context: object): Promise<LanternResult> };

export type BilledScripts = { count: number; kB: number };

export async function scriptsBilledToLcp(
  artifacts: {
    Trace: unknown;
    DevtoolsLog: unknown;
    GatherContext: unknown;
    URL: unknown;
    SourceMaps?: unknown;
  },
  settings: object,
): Promise<BilledScripts> {
  const { LanternLargestContentfulPaint } = (await import(LANTERN_LCP)) as {
    LanternLargestContentfulPaint: LanternLcp;
  };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    settings,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  let count = 0;
  let bytes = 0;
  for (const node of lcp.pessimisticEstimate.nodeTimings.keys()) {
    if (node.type !== "network" || node.request?.resourceType !== "Script") continue;
    count++;
    bytes += node.request.transferSize ?? 0;
  }
  return { count, kB: Math.round(bytes / 1024) };
}
