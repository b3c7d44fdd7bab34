// Pure checks behind the load and fault runs, kept apart so they can be unit-tested to fail.

export type OrderItem = { id: number; order: number };
type TaskState = { completed: boolean; important: boolean };
export type TaskRow = { id: number; order: number; completed: boolean; important: boolean };

/** What one simulated user was told succeeded, i.e. what must be in the database afterwards. */
export type Acknowledged = {
  tasks: Map<number, TaskState>;
  journals: Set<number>;
  /** The last reorder the server acknowledged (the only thing that moves existing tasks). */
  lastReorder: OrderItem[] | null;
};

export function emptyAcknowledged(): Acknowledged {
  return { tasks: new Map(), journals: new Set(), lastReorder: null };
}

/** Every acknowledged write that the final read does not show; empty when all are present. */
export function missingWrites(
  ack: Acknowledged,
  rows: TaskRow[],
  journalIds: number[] | null,
): string[] {
  const problems: string[] = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [id, want] of ack.tasks) {
    const row = byId.get(id);
    if (!row) problems.push(`task ${id} is missing`);
    else if (row.completed !== want.completed || row.important !== want.important) {
      problems.push(
        `task ${id} has completed=${row.completed} important=${row.important}, last acknowledged completed=${want.completed} important=${want.important}`,
      );
    }
  }
  for (const item of ack.lastReorder ?? []) {
    const row = byId.get(item.id);
    if (row && row.order !== item.order)
      problems.push(
        `task ${item.id} has order ${row.order}, last acknowledged reorder said ${item.order}`,
      );
  }
  if (journalIds) {
    const have = new Set(journalIds);
    for (const id of ack.journals)
      if (!have.has(id)) problems.push(`journal entry ${id} is missing`);
  }
  return problems;
}

/** Rows no acknowledged write created: a write stored twice, or one whose answer was lost. */
export function unacknowledgedRows(
  ack: Acknowledged,
  rows: TaskRow[],
  journalIds: number[] | null,
): string[] {
  const problems = rows
    .filter((r) => !ack.tasks.has(r.id))
    .map((r) => `task ${r.id} was never acknowledged (duplicate write?)`);
  for (const id of journalIds ?? [])
    if (!ack.journals.has(id))
      problems.push(`journal entry ${id} was never acknowledged (duplicate write?)`);
  return problems;
}

/**
 * After two concurrent reorders of the same tasks: the stored orders must be exactly one of the
 * two requested orders (no mixture of both), hence also a permutation of 0..n-1.
 */
export function reorderOutcome(
  stored: Map<number, number>,
  a: OrderItem[],
  b: OrderItem[],
): { ok: boolean; winner: "A" | "B" | null; detail: string } {
  const matches = (want: OrderItem[]) => want.every((t) => stored.get(t.id) === t.order);
  const values = a.map((t) => stored.get(t.id));
  const sorted = [...values].sort((x, y) => (x ?? -1) - (y ?? -1));
  const isPermutation = sorted.every((v, i) => v === i);
  if (matches(a)) return { ok: true, winner: "A", detail: "stored order equals request A" };
  if (matches(b)) return { ok: true, winner: "B", detail: "stored order equals request B" };
  const fromA = a.filter((t) => stored.get(t.id) === t.order).length;
  const fromB = b.filter((t) => stored.get(t.id) === t.order).length;
  return {
    ok: false,
    winner: null,
    detail: `stored order is ${isPermutation ? "a permutation but" : "NOT a permutation of 0..n-1 and"} equals neither request (${fromA}/${a.length} positions agree with A, ${fromB}/${b.length} with B): ${JSON.stringify(values)}`,
  };
}

/** Fisher–Yates with an injectable random source. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** {id, order} for ids in the given sequence (order = 0-based index, spec §7). */
export function orderOf(ids: readonly number[]): OrderItem[] {
  return ids.map((id, order) => ({ id, order }));
}
