// How long a piece of async work holds the event loop: the most time the main thread spent on a
// core between two turns of a 1 ms ticker. On Linux that is the thread's own on-CPU time
// (/proc/thread-self/schedstat, in nanoseconds): it leaves out the time the thread waited for a
// core on a busy machine and the work of other threads (V8's garbage-collection helpers, the
// embedded database's thread, libuv's pool), which the process's CPU counts. Elsewhere it is the
// process's CPU capped by the wall time between turns, both upper bounds of the same hold. Used by
// the import, prioritize and calendar tests and npm run bench:ai.
import { readFileSync } from "node:fs";

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

/** `longest`: the longest block; with no turn of the ticker at all, the whole run counts as one. */
export async function eventLoopBlock(
  work: () => Promise<unknown>,
): Promise<{ longest: number; total: number; ticks: number }> {
  const clock = threadMs ?? cpuMs;
  let last = clock();
  let lastWall = performance.now();
  let longest = 0;
  let ticks = 0;
  const note = () => {
    const now = clock();
    const wall = performance.now();
    longest = Math.max(longest, threadMs ? now - last : Math.min(now - last, wall - lastWall));
    last = now;
    lastWall = wall;
  };
  const ticker = setInterval(() => {
    note();
    ticks++;
  }, 1);
  const started = clock();
  await work();
  const total = clock() - started;
  clearInterval(ticker);
  note();
  return { longest: ticks > 0 ? longest : Math.max(longest, total), total, ticks };
}
