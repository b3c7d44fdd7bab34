// Satisfaction check-ins (issue 45): the shapes and rules shared by the API and the screens. Free
// of zod and of server code, so the dashboard card can import it.
import type { CategoryMap } from "@/lib/categories";
import { addDays } from "@/lib/time/days";

export const SCORE_MIN = 1;
export const SCORE_MAX = 10;
export const CHECKIN_NOTE_MAX = 2000;

export const CHECKIN_EVERY = ["week", "month", "quarter", "off"] as const;
export type CheckinEvery = (typeof CHECKIN_EVERY)[number];
export const DEFAULT_CHECKIN_EVERY: CheckinEvery = "month";

export const CHECKIN_EVERY_LABELS: Record<CheckinEvery, string> = {
  week: "Every week",
  month: "Every month",
  quarter: "Every quarter",
  off: "Never (off)",
};

export function isCheckinEvery(value: unknown): value is CheckinEvery {
  return typeof value === "string" && (CHECKIN_EVERY as readonly string[]).includes(value);
}

export type Scores = CategoryMap<number>;

export type CheckinDto = { date: string; scores: Scores; note: string | null };

/** The same day `months` months on, kept inside the month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

/** The first day the next check-in is due after one on `last`; null when check-ins are off. */
export function nextCheckinDay(last: string, every: CheckinEvery): string | null {
  switch (every) {
    case "week":
      return addDays(last, 7);
    case "month":
      return addMonths(last, 1);
    case "quarter":
      return addMonths(last, 3);
    case "off":
      return null;
  }
}

/**
 * Whether the dashboard offers a check-in today: never when off; the first one from the account's
 * first day (it stays offered until it is made); then once the rhythm's time has passed since the
 * latest one (docs/decisions/checkin-rhythm.md).
 */
export function isCheckinDue(input: {
  every: CheckinEvery;
  lastDate: string | null;
  today: string;
}): boolean {
  if (input.every === "off") return false;
  if (!input.lastDate) return true;
  const next = nextCheckinDay(input.lastDate, input.every);
  return next !== null && input.today >= next;
}

/**
 * The day a reminder of the due check-in belongs to (its "cycle"), or null when none is due:
 * the day after the account's first (a new user is not nagged on the day they sign up), then the
 * day the rhythm comes round after the latest check-in. One reminder per cycle at most
 * (docs/decisions/checkin-rhythm.md).
 */
export function checkinReminderDay(input: {
  every: CheckinEvery;
  lastDate: string | null;
  accountDay: string;
  today: string;
}): string | null {
  if (input.every === "off") return null;
  const day = input.lastDate
    ? nextCheckinDay(input.lastDate, input.every)
    : addDays(input.accountDay, 1);
  return day !== null && day <= input.today ? day : null;
}
