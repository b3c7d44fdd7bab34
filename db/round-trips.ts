// Bench only: counts the database round trips of each API request (issue 30, item 4). Off unless
// BENCH_COUNT_ROUND_TRIPS=1 (bench/api.ts sets it on the servers it starts); then the route
// wrapper (lib/http/handler.ts) runs a request that carries an X-Db-Round-Trips header in a
// counting context and answers with the count in the same header (only sampled requests pay for
// the context, so the load figures measure the app as it runs in production). Counted where drizzle sends a statement (its logger: every query,
// BEGIN and COMMIT included), plus the BEGIN/COMMIT PGlite's own transaction() sends unlogged.
// The context lives on globalThis: the database client and the route handlers may sit in different
// bundles of the same process (see db/client.ts).
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

type Counter = { n: number };
const als: AsyncLocalStorage<Counter> = ((
  globalThis as Record<string, unknown>
).__balanceRoundTrips ??= new AsyncLocalStorage<Counter>()) as AsyncLocalStorage<Counter>;

export const ROUND_TRIPS_HEADER = "X-Db-Round-Trips";

export function countingRoundTrips(): boolean {
  return process.env.BENCH_COUNT_ROUND_TRIPS === "1";
}

/** Adds `n` round trips to the current request's count (nothing outside a counted request). */
export function noteRoundTrips(n = 1): void {
  const counter = als.getStore();
  if (counter) counter.n += n;
}

/** Runs `fn`, counting the round trips it makes. */
export async function withRoundTripCount<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const counter: Counter = { n: 0 };
  const result = await als.run(counter, fn);
  return [result, counter.n];
}
