// Prioritizing the largest list a user can have (5,000 open tasks) must not block the event loop
// (security round two, finding 11). Measured with a 1 ms ticker: the most CPU time the process
// spent between two ticks (CPU, not wall time, so other processes on a busy machine do not count).
import { describe, expect, it } from "vitest";
import { prioritizeLocal } from "@/lib/ai/local/prioritize";
import { CATEGORIES } from "@/lib/categories";
import { MAX_OPEN_TASKS } from "@/lib/tasks/limits";

const PHRASES = ["Call mom about the trip", "Pay rent by Friday", "Gym session tomorrow", "Read chapter 4", "Fix the bike urgently", "Plan the budget for March 3", "Email the landlord next week", "Buy groceries"];
const tasks = Array.from({ length: MAX_OPEN_TASKS }, (_, i) => ({
  id: i + 1,
  description: `${PHRASES[i % PHRASES.length]} (${i})`,
  category: CATEGORIES[i % CATEGORIES.length]!,
  important: i % 7 === 0,
  createdAt: new Date(Date.now() - i * 60_000).toISOString(),
}));

const idealPercentages = Object.fromEntries(CATEGORIES.map((c) => [c, 12.5])) as Record<(typeof CATEGORIES)[number], number>;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function longestBlock(work: () => Promise<unknown>): Promise<{ longest: number; total: number; ticks: number }> {
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
  return { longest, total, ticks };
}

describe("prioritize at the open-task cap", () => {
  it("never blocks the event loop for more than ~50 ms", { timeout: 60_000 }, async () => {
    await prioritizeLocal({ tasks: tasks.slice(0, 200), idealPercentages }); // warm the date parser up
    const { longest, total, ticks } = await longestBlock(() => prioritizeLocal({ tasks, idealPercentages }));
    console.log(`prioritize ${MAX_OPEN_TASKS} tasks: ${total.toFixed(0)} ms CPU in all, longest block ${longest.toFixed(1)} ms CPU, ${ticks} ticks`);
    // With no tick at all, the whole run counts as one block (it is short enough to finish
    // before the ticker's first turn, which is what the bound asks).
    expect(ticks > 0 ? longest : Math.max(longest, total)).toBeLessThan(50);
  });
});
