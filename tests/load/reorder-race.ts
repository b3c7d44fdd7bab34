// Two reorders of the same user's list at the same moment, each a different permutation:
// afterwards the stored order must be exactly one of the two (no mixture, no error).
import { Client, describe, ok, registerUser } from "../../scripts/load/lib/http";
import type { Tally } from "../../scripts/load/lib/tally";
import { orderOf, reorderOutcome, shuffled, type TaskRow } from "./checks";

/** Two sessions of one new account, like two open tabs. */
export async function twoTabs(baseUrl: string, email: string, password: string) {
  const tabA = new Client(baseUrl, 60_000);
  const user = await registerUser(tabA, email, password);
  const tabB = new Client(baseUrl, 60_000);
  const login = await tabB.post("/api/login", { email, password });
  if (!ok(login)) throw new Error(`second session: ${describe(login)}`);
  return { user, tabA, tabB };
}

/** Races `rounds` pairs of reorders of `ids` and checks each outcome; returns the failures. */
export async function raceReorders(tabA: Client, tabB: Client, ids: number[], rounds: number) {
  const wins = { A: 0, B: 0 };
  const failures: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const a = orderOf(shuffled(ids));
    let b = orderOf(shuffled(ids));
    while (b.every((t, i) => t.id === a[i]!.id)) b = orderOf(shuffled(ids));
    const [ra, rb] = await Promise.all([
      tabA.post("/api/tasks/reorder", { tasks: a }),
      tabB.post("/api/tasks/reorder", { tasks: b }),
    ]);
    if (!ok(ra) || !ok(rb)) {
      failures.push(
        `round ${round + 1}: reorder A ${ok(ra) ? "ok" : describe(ra)}, reorder B ${ok(rb) ? "ok" : describe(rb)}`,
      );
      continue;
    }
    const after = await tabA.get<TaskRow[]>("/api/tasks");
    if (!ok(after)) {
      failures.push(`round ${round + 1}: task list ${describe(after)}`);
      continue;
    }
    const outcome = reorderOutcome(new Map(after.body.map((t) => [t.id, t.order])), a, b);
    if (outcome.ok) wins[outcome.winner!]++;
    else failures.push(`round ${round + 1}: ${outcome.detail}`);
  }
  for (const f of failures.slice(0, 5)) console.log(`  ${f}`);
  return { wins, failures };
}

export type RaceOptions = {
  baseUrl: string;
  runId: string;
  tally: Tally;
  rounds: number;
  tasks: number;
};

/** A new user with `tasks` tasks made through the API, raced `rounds` times. */
export async function runReorderRace(opts: RaceOptions): Promise<void> {
  const { tabA, tabB } = await twoTabs(
    opts.baseUrl,
    `race-${opts.runId}@example.test`,
    `race-pass-${opts.runId}`,
  );
  for (let i = 0; i < opts.tasks; i++) {
    const r = await tabA.post("/api/tasks", {
      description: `Race task ${i + 1}`,
      category: "health",
      completed: false,
    });
    if (!ok(r)) throw new Error(`create task: ${describe(r)}`);
  }
  const list = await tabA.get<TaskRow[]>("/api/tasks");
  if (!ok(list)) throw new Error(`task list: ${describe(list)}`);
  const ids = list.body.map((t) => t.id);
  const { wins, failures } = await raceReorders(tabA, tabB, ids, opts.rounds);
  opts.tally.check(
    failures.length === 0,
    `reorder race: ${opts.rounds} rounds of two concurrent reorders of ${ids.length} tasks leave exactly one requested order`,
    `A won ${wins.A}, B won ${wins.B}${failures.length ? `, ${failures.length} rounds failed` : ""}`,
  );
}
