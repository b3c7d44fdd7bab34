// How long a piece of async work holds the event loop: the most CPU time the process spent
// between two turns of a 1 ms ticker (CPU, not wall time, so other processes on a busy machine do
// not count), capped by the wall time between them: the process's CPU also counts V8's parallel
// garbage-collection threads, which can add more CPU than time passed while the loop was free.
// Both are upper bounds of the loop's own hold, so the smaller is too. Used by the prioritize and
// feed tests and npm run bench:ai.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `longest`: the longest block; with no turn of the ticker at all, the whole run counts as one. */
export async function eventLoopBlock(
  work: () => Promise<unknown>,
): Promise<{ longest: number; total: number; ticks: number }> {
  let last = cpuMs();
  let lastWall = performance.now();
  let longest = 0;
  let ticks = 0;
  const ticker = setInterval(() => {
    const now = cpuMs();
    const wall = performance.now();
    longest = Math.max(longest, Math.min(now - last, wall - lastWall));
    last = now;
    lastWall = wall;
    ticks++;
  }, 1);
  const started = cpuMs();
  await work();
  const total = cpuMs() - started;
  clearInterval(ticker);
  longest = Math.max(longest, Math.min(cpuMs() - last, performance.now() - lastWall));
  return { longest: ticks > 0 ? longest : Math.max(longest, total), total, ticks };
}
