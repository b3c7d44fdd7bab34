/**
 * Local engine micro-benchmark: warm-up time, categorize, extract and quick-add latency, added RSS.
 * Run: npm run bench:ai   (forces the local engine; no network)
 */
import { createLocalEngine, warmUpLocalEngine } from "@/lib/ai/local/engine";
import { parseQuickAddTimed } from "@/lib/quick-add/duration";
import { prioritizeLocal } from "@/lib/ai/local/prioritize";
import { eventLoopBlock } from "../event-loop-block";
import { CATEGORIES, type Category } from "@/lib/categories";
import { MAX_OPEN_TASKS } from "@/lib/tasks/shapes";

const TASKS = [
  "Schedule a haircut for next week",
  "Pay the credit card balance",
  "Take the dog to the vet",
  "Write thank-you notes after the party",
  "Finish the onboarding checklist at work",
  "Plan a weekend away with my husband",
  "Practice guitar for half an hour",
  "Repot the succulents on the balcony",
  "Go on a bike ride along the canal",
  "Sign up for a pottery workshop",
];

const ENTRY = {
  title: "Sunday thoughts",
  category: "personal_growth" as const,
  content:
    "I felt really tired this week and I went to bed late most nights. I need to get more sleep and stop scrolling at midnight. " +
    "Tomorrow I will call the bank about the loan and email my manager about the project. Don't forget to buy a birthday present for Mia! " +
    "I don't want to skip the gym again. Maybe I should plan a date night with Alex and read a few chapters of my book.",
};

/** Quick-add lines: dates, times, repeats, urgency markers and plain text (the parser also runs per keystroke in the browser). */
const QUICK_ADD = [
  "Call mom tomorrow at 5pm",
  "Pay rent every month on the 1st",
  "Gym every Monday and Thursday",
  "Water the plants every 2 weeks",
  "Submit the report by Friday, urgent",
  "Renew passport in 3 days",
  "Fix urgent bug",
  "Plan a date night",
  "Weekly report review",
  "Stand-up every weekday at 9:30",
  "Take vitamins daily at 8pm",
  "Lunch with Sam at noon",
  "Watch a film tonight",
  "Dentist next Monday",
  "Party on Dec 12",
  "Pay the bill by the 15th",
  "Send invoices every last day of the month",
  "Yoga every Mon, Wed and Fri at 7am",
  "Book flights (important)",
  "Buy milk",
  // Durations (issue 27): read first, then the dates of the rest.
  "Run 5k 45m",
  "Write the report for 2 hours tomorrow",
  "Clean the garage 1h30",
  "Deep work 1.5 hours every weekday at 9",
  "Read the 4-Hour Workweek",
  "Call the plumber in 2 hours",
];
const QUICK_ADD_TARGET_MS = 5;

const PRIORITIZE_BLOCK_TARGET_MS = 50;

/**
 * AI Prioritize at the open-task cap: the whole CPU time, and the longest stretch the event loop
 * was held (CPU between two turns of a 1 ms ticker; with no turn at all, the whole run).
 */
async function prioritizeAtCap(): Promise<{ totalMs: number; longestMs: number }> {
  const tasks = Array.from({ length: MAX_OPEN_TASKS }, (_, i) => ({
    id: i + 1,
    description: TASKS[i % TASKS.length]!,
    category: CATEGORIES[i % CATEGORIES.length]!,
    important: i % 7 === 0,
    dueDate: i % 3 === 0 ? "2026-11-2" + (i % 10) : undefined,
  }));
  const idealPercentages = Object.fromEntries(CATEGORIES.map((c) => [c, 12.5])) as Record<
    Category,
    number
  >;
  const { longest, total } = await eventLoopBlock(() =>
    prioritizeLocal({ tasks, idealPercentages, today: "2026-11-23" }),
  );
  return { totalMs: total, longestMs: longest };
}

function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

async function main(): Promise<void> {
  const rss0 = process.memoryUsage().rss;
  const t0 = performance.now();
  warmUpLocalEngine();
  const engine = createLocalEngine();
  await engine.categorize("warm up");
  const warmMs = performance.now() - t0;

  const cat: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const task = TASKS[i % TASKS.length] ?? "";
    const t = performance.now();
    await engine.categorize(task);
    cat.push(performance.now() - t);
  }
  const ext: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await engine.extractTasks(ENTRY);
    ext.push(performance.now() - t);
  }
  const now = { date: "2026-11-23", time: "10:00" };
  for (const line of QUICK_ADD) parseQuickAddTimed(line, now); // first calls compile the patterns
  const qa: number[] = [];
  for (let i = 0; i < 400 * QUICK_ADD.length; i++) {
    const text = QUICK_ADD[i % QUICK_ADD.length] ?? "";
    const t = performance.now();
    parseQuickAddTimed(text, now);
    qa.push(performance.now() - t);
  }
  const prio = await prioritizeAtCap();
  const rssMb = (process.memoryUsage().rss - rss0) / 1024 / 1024;
  const f = (n: number) => n.toFixed(2);
  console.log(`warm-up:            ${warmMs.toFixed(0)} ms`);
  console.log(`categorize p50/p99: ${f(percentile(cat, 50))} / ${f(percentile(cat, 99))} ms`);
  console.log(`extract p50/p99:    ${f(percentile(ext, 50))} / ${f(percentile(ext, 99))} ms`);
  const qa50 = percentile(qa, 50);
  console.log(
    `quick add (dates + durations) p50/p99:  ${f(qa50)} / ${f(percentile(qa, 99))} ms  (${QUICK_ADD.length} phrases × 400; target p50 ≤ ${QUICK_ADD_TARGET_MS} ms: ${qa50 <= QUICK_ADD_TARGET_MS ? "met" : "MISSED"})`,
  );
  console.log(
    `prioritize ${MAX_OPEN_TASKS} tasks: ${prio.totalMs.toFixed(0)} ms CPU in all, longest block of the event loop ${prio.longestMs.toFixed(1)} ms (target < ${PRIORITIZE_BLOCK_TARGET_MS} ms: ${prio.longestMs < PRIORITIZE_BLOCK_TARGET_MS ? "met" : "MISSED"})`,
  );
  console.log(`RSS added:          ${rssMb.toFixed(0)} MB`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
