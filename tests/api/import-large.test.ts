// Issue 43, item 5: a 20,000-row TickTick backup (4,000 open, 16,000 done) previews and commits,
// with parsing, area choice and inserts in slices. It prints how long the event loop was held;
// it does NOT yet hold the 50 ms bound of the issue: the stored preview (~6.6 MB of JSON for
// 20,000 rows) is still serialised and parsed in one piece (measured 100-180 ms here), see the
// report of the branch.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";
import { warmUpCategorizer } from "@/lib/ai/local/categorizer";

/**
 * The longest stretch the event loop was held, counted in CPU time: between two turns of a 1 ms
 * timer, the process's CPU time (capped by the wall time between them). On a shared machine a
 * wall-clock delay also counts the time other processes had the CPU; this counts only our own work.
 */
function longestHold() {
  let last = process.cpuUsage();
  let lastWall = performance.now();
  let max = 0;
  const timer = setInterval(() => {
    const now = process.cpuUsage();
    const cpu = (now.user - last.user + now.system - last.system) / 1000;
    max = Math.max(max, Math.min(cpu, performance.now() - lastWall));
    last = now;
    lastWall = performance.now();
  }, 1);
  return () => {
    clearInterval(timer);
    return Math.round(max);
  };
}

const HEADER =
  '"Folder Name","List Name","Title","Kind","Tags","Content","Is Check list","Start Date","Due Date","Reminder","Repeat","Priority","Status","Created Time","Completed Time","Order","Timezone","Is All Day","Is Floating","Column Name","Column Order","View Mode","taskId","parentId"';
const LISTS = [
  ["Work", "Project Alpha"],
  ["Health", "Fitness"],
  ["Home", "Chores"],
  ["", "Inbox"],
];
const q = (s: string | undefined) => `"${(s ?? "").replaceAll('"', '""')}"`;

/** A backup the way TickTick writes it, `open` open tasks and `done` completed ones. */
export function bigTickTick(open: number, done: number): string {
  const lines = [
    '"Date: 2026-11-20+0000"',
    '"Version: 7.1"',
    '"Status: \n0 Normal\n1 Completed\n2 Archived"',
    HEADER,
  ];
  for (let i = 0; i < open + done; i++) {
    const [folder, list] = LISTS[i % LISTS.length]!;
    const isDone = i >= open;
    const day = String(1 + (i % 28)).padStart(2, "0");
    lines.push(
      [
        folder,
        list,
        `Task number ${i} ${["review the plan", "call the office", "go for a run", "tidy the shelf"][i % 4]}`,
        "TEXT",
        i % 7 === 0 ? "errands" : "",
        i % 5 === 0 ? `Notes for ${i},\nsecond line` : "",
        "N",
        "",
        i % 3 === 0 ? `2026-12-${day}T09:00:00+0000` : "",
        "",
        i % 50 === 0 && !isDone ? "RRULE:FREQ=WEEKLY;BYDAY=MO" : "",
        "0",
        isDone ? "2" : "0",
        `2026-10-${day}T08:00:00+0000`,
        isDone ? `2026-11-${day}T18:30:00+0000` : "",
        String(i),
        "Europe/Berlin",
        "false",
        "false",
        "",
        "",
        "list",
        `big-${i}`,
        "",
      ]
        .map(q)
        .join(","),
    );
  }
  return "\ufeff" + lines.join("\r\n") + "\r\n";
}

describe("a 20,000-row backup", () => {
  it("previews and commits, and says how long the event loop was held", async () => {
    const { client } = await signedInClient("import-large");
    // A server loads the categorizer's data once at start (instrumentation); so does this test.
    warmUpCategorizer();
    const csv = bigTickTick(4000, 16000);
    const form = new FormData();
    form.append("file", new File([csv], "TickTick-backup.csv"));
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const stopPreview = longestHold();
    const t0 = performance.now();
    const preview = await client.request("POST", "/api/import", form);
    const t1 = performance.now();
    const previewHold = stopPreview();
    const stopCommit = longestHold();
    expect(preview.status, preview.text.slice(0, 300)).toBe(200);
    expect(preview.body.counts).toMatchObject({ tasks: 20000, open: 4000, completed: 16000 });
    const commit = await client.post(`/api/import/${preview.body.id}/commit`);
    const t2 = performance.now();
    const commitHold = stopCommit();
    delay.disable();
    expect(commit.status).toBe(201);
    expect(commit.body.created.tasks).toBe(20000);
    const ms = (ns: number) => Math.round(ns / 1e6);
    console.log(
      `[import-large] preview ${Math.round(t1 - t0)} ms, commit ${Math.round(t2 - t1)} ms; event-loop delay (wall) p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms; longest hold (CPU) preview ${previewHold} ms, commit ${commitHold} ms`,
    );
    const open = (await client.get("/api/tasks")).body.filter(
      (t: { completed: boolean }) => !t.completed,
    );
    expect(open).toHaveLength(4001);
  }, 600_000);
});
