// Reading database errors through drizzle's wrapper (the driver's error is its `cause`).

/** The error and its causes, outermost first (at most 5 deep). */
function* causeChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** Postgres error code of a failed query, e.g. "23505". */
export function pgErrorCode(err: unknown): string | undefined {
  for (const e of causeChain(err)) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === "23505";

const CONNECTION_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "08004",
]);

/** True for errors that mean "the database cannot be reached right now", which become a 503. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    if (typeof e.code === "string" && CONNECTION_ERRORS.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|connect ECONNREFUSED|getaddrinfo/i.test(e.message)
    )
      return true;
  }
  return false;
}
