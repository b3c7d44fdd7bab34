// Keeping subscribed calendars fresh (issue 44): every 15 minutes each calendar is read again with
// a conditional request, by the cron route (GET /api/cron/calendars, with CRON_SECRET) or, on the
// embedded default, by an in-process timer started from instrumentation.ts (like push reminders).
// At most CONCURRENCY hosts at once and one request at a time per host; a calendar is claimed (its
// last attempt moved to now) before it is read, so two servers never read it twice in a round.
// Five failures in a row pause a calendar until "Refresh now" succeeds.
import "server-only";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { calendars } from "@/db/schema";
import { refreshRow } from "./data";
import { FAILURES_BEFORE_PAUSE } from "./shapes";

const REFRESH_EVERY_MS = 15 * 60_000;
const CONCURRENCY = 4;
const PER_RUN = 200;

export type CalendarRun = { refreshed: number; failed: number };

export async function refreshDueCalendars(now = new Date()): Promise<CalendarRun> {
  const db = await getDb();
  const dueBefore = new Date(now.getTime() - REFRESH_EVERY_MS);
  const due = await db
    .select()
    .from(calendars)
    .where(
      and(
        lt(calendars.failures, FAILURES_BEFORE_PAUSE),
        or(isNull(calendars.lastAttemptAt), lt(calendars.lastAttemptAt, dueBefore)),
      ),
    )
    .orderBy(asc(calendars.lastAttemptAt))
    .limit(PER_RUN);
  // One queue per host (the masked address keeps the host), hosts side by side.
  const byHost = new Map<string, typeof due>();
  for (const row of due) {
    const host = /^[a-z]+:\/\/([^/]+)/.exec(row.urlMasked)?.[1] ?? "";
    byHost.set(host, [...(byHost.get(host) ?? []), row]);
  }
  const queues = [...byHost.values()];
  const run: CalendarRun = { refreshed: 0, failed: 0 };
  const worker = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift()) {
      for (const row of queue) {
        // The claim: only the run that moves the last attempt gets to read the calendar.
        const [claimed] = await db
          .update(calendars)
          .set({ lastAttemptAt: now })
          .where(
            and(
              eq(calendars.id, row.id),
              or(isNull(calendars.lastAttemptAt), lt(calendars.lastAttemptAt, dueBefore)),
            ),
          )
          .returning();
        if (!claimed) continue;
        try {
          const after = await refreshRow(claimed, now);
          if (after.lastError) run.failed++;
          else run.refreshed++;
        } catch (err) {
          run.failed++;
          console.error(
            `[calendars] refresh of calendar ${row.id} failed:`,
            (err as Error).message,
          );
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queues.length) }, worker));
  return run;
}

/** The embedded default's schedule: a look every minute for calendars due; never two runs at once. */
const CALENDAR_TIMER_MS = 60_000;

export function startCalendarTimer(): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    refreshDueCalendars()
      .catch((err: unknown) => console.error("[calendars] run failed:", (err as Error).message))
      .finally(() => {
        running = false;
      });
  };
  setInterval(tick, CALENDAR_TIMER_MS).unref();
}
