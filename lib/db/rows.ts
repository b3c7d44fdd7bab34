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
