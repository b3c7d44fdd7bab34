// How long a piece of async work holds the event loop: the most CPU time the process spent
// between two turns of a 1 ms ticker (CPU, not wall time, so other processes on a busy machine do
// not count). Used by the prioritize test and npm run bench:ai.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `longest`: the longest block; with no turn of the ticker at all, the whole run counts as one. */
export async function eventLoopBlock(
  work: () => Promise<unknown>,
): Promise<{ longest: number; total: number; ticks: number }> {
  let last = cpuMs();
  let longest = 0;
  let ticks = 0;
  const ticker = setInterval(() => {
    const now = cpuMs();
    longest = Math.max(longest, now - last);
    last = now;
    ticks++;
  }, 1);
  const started = cpuMs();
  await work();
  const total = cpuMs() - started;
  clearInterval(ticker);
  longest = Math.max(longest, cpuMs() - last);
  return { longest: ticks > 0 ? longest : Math.max(longest, total), total, ticks };
}
