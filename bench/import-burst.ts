// Issue 43, item 5: a 20,000-row TickTick backup (4,000 open, 16,000 done) previewed and committed
// through the running server, while another user reads their task list in a loop: how long the
// preview and the commit take, and that user's latency during each (beside the same user's quiet
// floor). `base` is a running server; the importer is a new user (the file's 4,000 open tasks must
// fit under the open-task cap).
import { bigTickTick } from "./ticktick-backup";

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
};

type Sampled = { p50: number; p99: number; max: number; samples: number };
type Step = { ms: number; other: Sampled };

async function sampleTasks(base: string, cookie: string, until: () => boolean): Promise<Sampled> {
  const times: number[] = [];
  while (!until()) {
    const t = performance.now();
    await (await fetch(`${base}/api/tasks`, { headers: { cookie } })).arrayBuffer();
    times.push(performance.now() - t);
  }
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.round(Math.max(...times)),
    samples: times.length,
  };
}

/** `work` timed while the other user's GET /api/tasks is sampled back to back. */
async function during(base: string, otherCookie: string, work: () => Promise<void>): Promise<Step> {
  let done = false;
  const started = performance.now();
  const running = work().finally(() => (done = true));
  const other = await sampleTasks(base, otherCookie, () => done);
  await running;
  return { ms: Math.round(performance.now() - started), other };
}

export async function importBurst(
  base: string,
  opts: { importerCookie: string; otherCookie: string },
): Promise<{ rows: number; quiet: Sampled; preview: Step; commit: Step }> {
  const csv = bigTickTick(4000, 16000);
  const quietUntil = performance.now() + 3000;
  const quiet = await sampleTasks(base, opts.otherCookie, () => performance.now() > quietUntil);
  let id = "";
  const preview = await during(base, opts.otherCookie, async () => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "TickTick-backup.csv");
    const res = await fetch(`${base}/api/import`, {
      method: "POST",
      headers: { cookie: opts.importerCookie },
      body: form,
    });
    const text = await res.text();
    if (res.status !== 200)
      throw new Error(`POST /api/import: ${res.status} ${text.slice(0, 300)}`);
    id = (JSON.parse(text) as { id: string }).id;
  });
  const commit = await during(base, opts.otherCookie, async () => {
    const res = await fetch(`${base}/api/import/${id}/commit`, {
      method: "POST",
      headers: { cookie: opts.importerCookie, "content-type": "application/json" },
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`commit: ${res.status} ${text.slice(0, 300)}`);
  });
  return { rows: 20000, quiet, preview, commit };
}
