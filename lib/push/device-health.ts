// Whether a device's push service is worth trying this run. A device whose service times out or
// cannot be reached in FAILING_AFTER runs in a row is marked failing: from then on it rests for
// REST_MS between tries, so a handful of endpoints that accept and never answer cannot hold the
// sender every minute (Settings shows the device as not reachable). One success makes it healthy
// again. Pure: the sender reads and writes the columns.

export const FAILING_AFTER = 3;
const REST_MS = 60 * 60_000;

export type Health = {
  failures: number;
  failingSince: Date | null;
  retryAfter: Date | null;
};

/** Whether the device rests this run (a failing device between its tries). */
export const isResting = (h: Health, now: Date) => h.retryAfter !== null && h.retryAfter > now;

/** The columns after a run in which the device's service timed out or could not be reached. */
export function afterUnreachable(h: Health, now: Date): Health {
  const failures = h.failures + 1;
  if (failures < FAILING_AFTER) return { failures, failingSince: null, retryAfter: null };
  return {
    failures,
    failingSince: h.failingSince ?? now,
    retryAfter: new Date(now.getTime() + REST_MS),
  };
}

/** The columns after a run in which the device's service took a reminder. */
export const HEALTHY: Health = { failures: 0, failingSince: null, retryAfter: null };
