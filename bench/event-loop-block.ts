// How long a piece of async work holds the event loop: the most time the main thread spent on a
// core between two turns of a 1 ms ticker. On Linux that is the thread's own on-CPU time
// (/proc/thread-self/schedstat, in nanoseconds): it leaves out the time the thread waited for a
// core on a busy machine and the work of other threads (V8's garbage-collection helpers, the
// embedded database's thread, libuv's pool), which the process's CPU counts. Elsewhere it is the
// process's CPU capped by the wall time between turns, both upper bounds of the same hold. Used by
// the import, prioritize and calendar tests and npm run bench:ai.
//
// `outsideGc` is the same with the garbage collector's pauses (PerformanceObserver "gc") taken out
// of each stretch: what the work's own code held. A young-generation collection on top of a 10 ms
// slice has lasted 16-55 ms on a loaded machine (docs/decisions/import-large-files.md); a piece of
// work that does too much at once shows in both figures, a collection only in the first.
import { readFileSync } from "node:fs";
import { PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const SCHEDSTAT = "/proc/thread-self/schedstat";
/** The calling thread's time on a core, in ms, where the kernel says it; otherwise null. */
const threadMs: (() => number) | null = (() => {
  const read = () => Number(readFileSync(SCHEDSTAT, "utf8").split(" ")[0]) / 1e6;
  try {
    return Number.isFinite(read()) ? read : null;
  } catch {
    return null;
  }
})();

type Stretch = { from: number; to: number; held: number };

/** Pause time of the collections that overlap [from, to], as far as they overlap it. */
const gcWithin = (gcs: readonly PerformanceEntry[], from: number, to: number) =>
  gcs.reduce((sum, g) => {
    const overlap = Math.min(to, g.startTime + g.duration) - Math.max(from, g.startTime);
    return overlap > 0 ? sum + overlap : sum;
  }, 0);

/**
 * `longest`: the longest block; with no turn of the ticker at all, the whole run counts as one.
 * `outsideGc`: the longest block less the collections inside it; `gcLongest`: the longest pause.
 */
export async function eventLoopBlock(work: () => Promise<unknown>): Promise<{
  longest: number;
  outsideGc: number;
  gcLongest: number;
  total: number;
  ticks: number;
}> {
  const gcs: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => gcs.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  const stretches: Stretch[] = [];
  const clock = threadMs ?? cpuMs;
  let last = clock();
  let lastWall = performance.now();
  let ticks = 0;
  const note = () => {
    const now = clock();
    const wall = performance.now();
    const held = threadMs ? now - last : Math.min(now - last, wall - lastWall);
    stretches.push({ from: lastWall, to: wall, held });
    last = now;
    lastWall = wall;
  };
  const ticker = setInterval(() => {
    note();
    ticks++;
  }, 1);
  const started = clock();
  const startedWall = performance.now();
  await work();
  const total = clock() - started;
  clearInterval(ticker);
  note();
  // The observer hears of the last collections on a later turn.
  await new Promise((resolve) => setImmediate(resolve));
  observer.disconnect();
  if (ticks === 0)
    stretches.push({ from: startedWall, to: performance.now(), held: Math.max(total, 0) });
  let longest = 0;
  let outsideGc = 0;
  for (const s of stretches) {
    longest = Math.max(longest, s.held);
    outsideGc = Math.max(outsideGc, Math.max(0, s.held - gcWithin(gcs, s.from, s.to)));
  }
  const gcLongest = gcs.reduce((m, g) => Math.max(m, g.duration), 0);
  return { longest, outsideGc, gcLongest, total, ticks };
}
