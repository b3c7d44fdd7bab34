// Time really spent (issue 46): the timer and time entries as the API sends them, and their rules.
// Browser-safe: the header's timer and the task rows read these.

/** A timer left running longer than this (overnight) is recorded as this long, and flagged. */
const ENTRY_CAP_MINUTES = 12 * 60;
/** A manual entry: 1 minute to a day. */
export const MANUAL_MIN = 1;
export const MANUAL_MAX = 1440;
/** GET /api/time-entries reads at most this many days at once. */
export const ENTRIES_SPAN_MAX_DAYS = 366;

export type RunningTimerDto = {
  id: number;
  taskId: number | null;
  habitId: number | null;
  startedAt: string;
};

export type TimeEntryDto = {
  id: number;
  taskId: number | null;
  habitId: number | null;
  /** The user's calendar day the time counts on (the day the timer started, in their zone). */
  date: string;
  startedAt: string | null;
  endedAt: string | null;
  minutes: number;
  /** The timer ran longer than 12 hours: `minutes` is the cap, not the time it ran. */
  capped: boolean;
  /** Added by hand ("I spent 40 minutes"), not timed. */
  manual: boolean;
  /** Its minutes were changed by hand after it was recorded (PATCH /api/time-entries/{id}). */
  corrected: boolean;
};

/** POST /api/timer's answer: the new timer, and the one it stopped (one timer at a time). */
export type StartedTimerDto = RunningTimerDto & { stopped: TimeEntryDto | null };

/** Minutes between two instants, rounded, and whether the cap cut them. */
export function timedMinutes(startedAt: Date, endedAt: Date): { minutes: number; capped: boolean } {
  const minutes = Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000));
  return minutes > ENTRY_CAP_MINUTES
    ? { minutes: ENTRY_CAP_MINUTES, capped: true }
    : { minutes, capped: false };
}

/** "mm:ss" under an hour, "h:mm:ss" after: the header's and the tab title's clock. */
export function elapsedLabel(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
