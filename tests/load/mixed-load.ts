// The load scenario: N users registered up front, then one closed-loop client per user doing a
// mix of reads and writes for a fixed time. Afterwards every acknowledged write must be readable.
import { CATEGORIES } from "../../lib/categories";
import { Client, describe, ok, registerUser, type Result } from "../../scripts/load/lib/http";
import { Recorder } from "../../scripts/load/lib/stats";
import type { Tally } from "../../scripts/load/lib/tally";
import {
  emptyAcknowledged,
  missingWrites,
  unacknowledgedRows,
  orderOf,
  shuffled,
  type Acknowledged,
  type TaskRow,
} from "./checks";

export type LoadOptions = {
  baseUrl: string;
  users: number;
  seconds: number;
  runId: string;
  tally: Tally;
  /** Lines the server printed since it started, to look for unexpected errors. */
  serverLogs: () => string;
  /** Several servers of one app: every client sends its requests to them in turn (npm run test:cluster). */
  baseUrls?: string[];
  /** Also fail on rows nobody acknowledged (a write stored twice). */
  checkDuplicates?: boolean;
};

type SimUser = { index: number; client: Client; ack: Acknowledged; seq: number };
type Op = { name: string; weight: number; run: (u: SimUser, rec: Recorder) => Promise<void> };

const SAMPLE_TASKS = [
  "Go for a 30 minute run",
  "Call mum on Sunday",
  "Review the quarterly budget",
  "Book a dinner date",
  "Read two chapters of a novel",
  "Tidy the garage",
  "Prepare slides for the client meeting",
  "Try a new pottery class",
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Records the response under the endpoint's name; a non-2xx or network error is an error. */
function note(rec: Recorder, endpoint: string, r: Result, extraProblem?: string): boolean {
  const good = ok(r) && !extraProblem;
  rec.record(endpoint, r.ms, !good, good ? undefined : (extraProblem ?? describe(r)));
  return good;
}

function buildOps(journals: boolean): Op[] {
  const ops: Op[] = [
    {
      name: "GET /api/tasks",
      weight: 22,
      async run(u, rec) {
        const r = await u.client.get<TaskRow[]>("/api/tasks");
        note(rec, this.name, r, ok(r) && !Array.isArray(r.body) ? "body is not a list" : undefined);
      },
    },
    {
      name: "POST /api/tasks",
      weight: 18,
      async run(u, rec) {
        const r = await u.client.post<TaskRow>("/api/tasks", {
          description: `${pick(SAMPLE_TASKS)} (load ${u.index}-${++u.seq})`,
          category: pick(CATEGORIES),
          completed: false,
        });
        const bad =
          ok(r) && typeof r.body?.id !== "number" ? "no task id in the answer" : undefined;
        if (note(rec, this.name, r, bad))
          u.ack.tasks.set(r.body.id, { completed: false, important: false });
      },
    },
    {
      name: "PATCH /api/tasks/{id}",
      weight: 14,
      async run(u, rec) {
        const ids = [...u.ack.tasks.keys()];
        if (ids.length === 0) return;
        const id = pick(ids);
        const state = u.ack.tasks.get(id)!;
        const field = Math.random() < 0.5 ? "completed" : "important";
        const value = !state[field];
        const r = await u.client.patch<TaskRow>(`/api/tasks/${id}`, { [field]: value });
        const bad =
          ok(r) && r.body?.[field] !== value
            ? `answer shows ${field}=${r.body?.[field]}`
            : undefined;
        if (note(rec, this.name, r, bad)) u.ack.tasks.set(id, { ...state, [field]: value });
      },
    },
    {
      name: "POST /api/tasks/reorder",
      weight: 6,
      async run(u, rec) {
        const ids = [...u.ack.tasks.keys()];
        if (ids.length < 2) return;
        const items = orderOf(shuffled(ids));
        const r = await u.client.post<{ updated: number }>("/api/tasks/reorder", { tasks: items });
        const bad =
          ok(r) && r.body?.updated !== items.length
            ? `updated ${r.body?.updated} of ${items.length} tasks`
            : undefined;
        if (note(rec, this.name, r, bad)) u.ack.lastReorder = items;
      },
    },
    {
      name: "GET /api/settings",
      weight: 10,
      async run(u, rec) {
        note(rec, this.name, await u.client.get("/api/settings"));
      },
    },
    {
      name: "GET /api/user",
      weight: 10,
      async run(u, rec) {
        note(rec, this.name, await u.client.get("/api/user"));
      },
    },
    {
      name: "POST /api/tasks/categorize",
      weight: 8,
      async run(u, rec) {
        const r = await u.client.post<{ category: string }>("/api/tasks/categorize", {
          description: pick(SAMPLE_TASKS),
        });
        const bad =
          ok(r) && !(CATEGORIES as readonly string[]).includes(r.body?.category)
            ? `unknown category ${r.body?.category}`
            : undefined;
        note(rec, this.name, r, bad);
      },
    },
  ];
  if (journals) {
    ops.push({
      name: "POST /api/journals",
      weight: 12,
      async run(u, rec) {
        const r = await u.client.post<{ id: number }>("/api/journals", {
          title: `Load day ${u.index}-${++u.seq}`,
          content: `Today I want to ${pick(SAMPLE_TASKS).toLowerCase()} and rest well.`,
          category: pick(CATEGORIES),
        });
        const bad =
          ok(r) && typeof r.body?.id !== "number" ? "no journal id in the answer" : undefined;
        if (note(rec, this.name, r, bad)) u.ack.journals.add(r.body.id);
      },
    });
  }
  return ops;
}

function chooser(ops: Op[]): () => Op {
  const total = ops.reduce((s, o) => s + o.weight, 0);
  return () => {
    let x = Math.random() * total;
    for (const op of ops) if ((x -= op.weight) < 0) return op;
    return ops[ops.length - 1]!;
  };
}

/** Runs fn over items with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

export async function runMixedLoad(opts: LoadOptions): Promise<void> {
  const { tally } = opts;
  const logStart = opts.serverLogs().length;

  // Registration hashes passwords (scrypt): a few at a time is enough and keeps it predictable.
  const started = Date.now();
  const users: SimUser[] = await pool(
    Array.from({ length: opts.users }, (_, i) => i),
    5,
    async (index) => {
      const client = new Client(opts.baseUrl, undefined, opts.baseUrls);
      await registerUser(
        client,
        `load-${opts.runId}-${index}@example.test`,
        `load-pass-${opts.runId}-${index}`,
      );
      const seed = await client.get<TaskRow[]>("/api/tasks");
      if (!ok(seed) || !Array.isArray(seed.body))
        throw new Error(`first task list of user ${index}: ${describe(seed)}`);
      const user: SimUser = { index, client, ack: emptyAcknowledged(), seq: 0 };
      // The welcome task is a known row whose state only this client changes.
      for (const t of seed.body)
        user.ack.tasks.set(t.id, { completed: t.completed, important: t.important });
      return user;
    },
  );
  tally.pass(`registered ${users.length} users`, `${((Date.now() - started) / 1000).toFixed(1)} s`);

  // The journal feature may not be deployed in every build: probe once, leave it out on 404.
  const probe = await users[0]!.client.post<{ id: number }>("/api/journals", {
    title: "Probe",
    content: "Load test probe entry",
    category: "health",
  });
  const journals = probe.status !== 404;
  if (journals) {
    if (!ok(probe)) throw new Error(`journal probe: ${describe(probe)}`);
    users[0]!.ack.journals.add(probe.body.id);
  } else {
    console.log("note: POST /api/journals answered 404; journals are left out of the mix");
  }

  const ops = buildOps(journals);
  const next = chooser(ops);
  const rec = new Recorder();
  console.log(
    `running ${users.length} concurrent clients for ${opts.seconds} s: ${ops.map((o) => `${o.name} ${o.weight}%`).join(", ")}`,
  );
  const t0 = performance.now();
  const deadline = t0 + opts.seconds * 1000;
  await Promise.all(
    users.map(async (u) => {
      while (performance.now() < deadline) await next().run(u, rec);
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;

  console.log(
    `\n${rec.table(elapsed)}\n(${elapsed.toFixed(1)} s measured, ${rec.total} requests)\n`,
  );
  for (const e of rec.errorSamples) console.log(`  error: ${e.endpoint}: ${e.detail}`);
  tally.check(
    rec.errorCount === 0 && rec.total > 0,
    `load: ${rec.total} requests from ${users.length} clients in ${elapsed.toFixed(1)} s, ${rec.errorCount} errors`,
    `${(rec.total / elapsed).toFixed(1)} req/s overall`,
  );

  // Every acknowledged write must be readable afterwards, per user.
  const problems: string[] = [];
  let taskWrites = 0;
  let journalWrites = 0;
  await pool(users, 10, async (u) => {
    const list = await u.client.get<TaskRow[]>("/api/tasks");
    if (!ok(list) || !Array.isArray(list.body))
      return void problems.push(`user ${u.index}: task list ${describe(list)}`);
    let journalIds: number[] | null = null;
    if (journals) {
      const j = await u.client.get<{ id: number }[]>("/api/journals");
      if (!ok(j) || !Array.isArray(j.body))
        return void problems.push(`user ${u.index}: journal list ${describe(j)}`);
      journalIds = j.body.map((x) => x.id);
    }
    taskWrites += u.ack.tasks.size;
    journalWrites += u.ack.journals.size;
    for (const p of missingWrites(u.ack, list.body, journalIds))
      problems.push(`user ${u.index}: ${p}`);
    if (opts.checkDuplicates)
      for (const p of unacknowledgedRows(u.ack, list.body, journalIds))
        problems.push(`user ${u.index}: ${p}`);
  });
  for (const p of problems.slice(0, 20)) console.log(`  missing: ${p}`);
  const reorders = users.filter((u) => u.ack.lastReorder).length;
  tally.check(
    problems.length === 0,
    "load: every acknowledged write is in the database afterwards",
    `${taskWrites} tasks with their last acknowledged completed/important, ${journalWrites} journal entries, last reorder of ${reorders} users` +
      (problems.length ? `; ${problems.length} problems` : ""),
  );

  const unexpected = opts
    .serverLogs()
    .slice(logStart)
    .split("\n")
    .filter((l) => /\[api\] (unexpected error|database unavailable)/.test(l));
  for (const l of unexpected.slice(0, 5)) console.log(`  server: ${l}`);
  tally.check(
    unexpected.length === 0,
    "load: the server logged no unexpected errors",
    unexpected.length ? `${unexpected.length} lines` : undefined,
  );
}
