// How long a piece of async work holds the event loop: the most CPU time the process spent
// between two turns of a 1 ms ticker (CPU, not wall time, so other processes on a busy machine do
// not count), capped by the wall time between them: the process's CPU also counts V8's parallel
// garbage-collection threads, which can add more CPU than time passed while the loop was free.
// Both are upper bounds of the loop's own hold, so the smaller is too. Used by the prioritize and
// feed tests and npm run bench:ai.
//
// `outsideGc` is the same with the garbage collector's pauses (PerformanceObserver "gc") taken out
// of each stretch: what the work's own code held. On a machine loaded past its cores a
// young-generation collection waits for its helper threads and has lasted 16-55 ms on top of a
// 10 ms slice (docs/decisions/import-large-files.md); a piece of work that does too much at once
// shows in both figures, a collection only in the first.
import { PerformanceObserver, type PerformanceEntry } from "node:perf_hooks";

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

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
  let last = cpuMs();
  let lastWall = performance.now();
  let ticks = 0;
  const note = () => {
    const now = cpuMs();
    const wall = performance.now();
    stretches.push({ from: lastWall, to: wall, held: Math.min(now - last, wall - lastWall) });
    last = now;
    lastWall = wall;
  };
  const ticker = setInterval(() => {
    note();
    ticks++;
  }, 1);
  const started = cpuMs();
  const startedWall = performance.now();
  await work();
  const total = cpuMs() - started;
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
