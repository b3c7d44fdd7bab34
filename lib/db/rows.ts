// Row helpers for the queries whose result shape SQL guarantees but TypeScript cannot see
// (with noUncheckedIndexedAccess, `const [row] = rows` is `T | undefined`).

/** The row an INSERT … RETURNING just wrote, or a lookup that must find one; throws if there is none. */
export function onlyRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: expected a row, got none`);
  return row;
}

/** The value of a `select({ n: count() })`: one row always, read as 0 if it were ever missing. */
export const countOf = (rows: { n: number }[]): number => rows[0]?.n ?? 0;

/**
 * A statement per batch of rows (or ids), the results joined in order. Postgres counts a
 * statement's parameters in 16 bits: an INSERT of 11,000 journal entries (66,000 parameters) in
 * one statement failed, and building it held the event loop half a second.
 */
export async function inBatches<T, R>(
  rows: readonly T[],
  size: number,
  run: (batch: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < rows.length; at += size)
    out.push(...(await run(rows.slice(at, at + size))));
  return out;
}
