// Prioritizing the largest list a user can have (5,000 open tasks) must not block the event loop
// (security round two, finding 11). Measured with a 1 ms ticker: the most CPU time the process
// spent between two ticks (CPU, not wall time, so other processes on a busy machine do not count).
import { describe, expect, it } from "vitest";
import { prioritizeLocal } from "@/lib/ai/local/prioritize";
import { eventLoopBlock } from "@/bench/event-loop-block";
import { CATEGORIES } from "@/lib/categories";
import { MAX_OPEN_TASKS } from "@/lib/tasks/shapes";

const PHRASES = [
  "Call mom about the trip",
  "Pay rent by Friday",
  "Gym session tomorrow",
  "Read chapter 4",
  "Fix the bike urgently",
  "Plan the budget for March 3",
  "Email the landlord next week",
  "Buy groceries",
];
const tasks = Array.from({ length: MAX_OPEN_TASKS }, (_, i) => ({
  id: i + 1,
  description: `${PHRASES[i % PHRASES.length]} (${i})`,
  category: CATEGORIES[i % CATEGORIES.length]!,
  important: i % 7 === 0,
  createdAt: new Date(Date.now() - i * 60_000).toISOString(),
}));

const idealPercentages = Object.fromEntries(CATEGORIES.map((c) => [c, 12.5])) as Record<
  (typeof CATEGORIES)[number],
  number
>;

describe("prioritize at the open-task cap", () => {
  it("never blocks the event loop for more than ~50 ms", { timeout: 60_000 }, async () => {
    await prioritizeLocal({ tasks: tasks.slice(0, 200), idealPercentages }); // warm the date parser up
    const { longest, total, ticks } = await eventLoopBlock(() =>
      prioritizeLocal({ tasks, idealPercentages }),
    );
    console.log(
      `prioritize ${MAX_OPEN_TASKS} tasks: ${total.toFixed(0)} ms CPU in all, longest block ${longest.toFixed(1)} ms CPU, ${ticks} ticks`,
    );
    // With no tick at all, `longest` is the whole run (short enough to finish before the ticker's
    // first turn, which is what the bound asks).
    expect(longest).toBeLessThan(50);
  });
});
