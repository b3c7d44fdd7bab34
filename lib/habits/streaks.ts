// Streak arithmetic of habits (issue 46). Pure, free of zod and the database: the server computes
// streaks with it and the dashboard's habit strip reads its period rules. A check is a calendar day
// ("YYYY-MM-DD") on the user's calendar, read in the user's zone when it is made (todayIn of
// lib/time/clock.ts): the arithmetic below never sees an instant, so a daylight-saving change
// or a move to another zone can neither lose nor double a day.
import { addDays, daysBetween } from "@/lib/time/days";
import { DEFAULT_WEEK_START, type WeekStart } from "@/lib/time/week-start";

export type { WeekStart };

type HabitPer = "day" | "week";
export type HabitTarget = { times: number; per: HabitPer };

export type Streak = { current: number; longest: number };
export type Period = { done: number; target: number };

/** "Every day" is 7 per week and counts as daily: its streak is in days, its period is today. */
export const isDaily = (target: HabitTarget) => target.per === "day" || target.times >= 7;

/** A known Sunday: weekdays are counted from it with the day arithmetic of due-dates.ts. */
const A_SUNDAY = "2023-01-01";
const weekdayOf = (day: string) => (((daysBetween(A_SUNDAY, day) % 7) + 7) % 7) as WeekStart;

/** The first day of the week `day` falls in, for weeks starting on `weekStart`. */
export const weekOf = (day: string, weekStart: WeekStart) =>
  addDays(day, -((weekdayOf(day) - weekStart + 7) % 7));

/**
 * Runs of consecutive units (days, or week starts 7 days apart) in ascending order of distinct
 * units; returns each run's length and its last unit.
 */
function runs(units: string[], step: number): { end: string; length: number }[] {
  const out: { end: string; length: number }[] = [];
  for (const unit of units) {
    const last = out[out.length - 1];
    if (last && daysBetween(last.end, unit) === step) {
      last.end = unit;
      last.length += 1;
    } else out.push({ end: unit, length: 1 });
  }
  return out;
}

const distinctSorted = (days: Iterable<string>) => [...new Set(days)].sort();

/** The weeks (their first days, ascending) in which the checks met `times`. */
function metWeeks(checks: string[], times: number, weekStart: WeekStart): string[] {
  const perWeek = new Map<string, number>();
  for (const day of checks) {
    const week = weekOf(day, weekStart);
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return [...perWeek]
    .filter(([, n]) => n >= times)
    .map(([week]) => week)
    .sort();
}

/**
 * Current and longest streak on `today` (the user's day). A daily habit counts consecutive checked
 * days, a weekly target consecutive weeks that met it. The current period not yet done does not
 * break the streak: it is then the run that ended yesterday (or last week). A check dated after
 * `today` (made in a zone ahead before travelling back) extends its run instead of breaking it.
 */
export function streakOf(
  checks: Iterable<string>,
  target: HabitTarget,
  today: string,
  weekStart: WeekStart = DEFAULT_WEEK_START,
): Streak {
  const days = distinctSorted(checks);
  const daily = isDaily(target);
  const units = daily ? days : metWeeks(days, target.times, weekStart);
  const step = daily ? 1 : 7;
  const all = runs(units, step);
  const longest = all.reduce((max, r) => Math.max(max, r.length), 0);
  const latest = all[all.length - 1];
  const previous = daily ? addDays(today, -1) : addDays(weekOf(today, weekStart), -7);
  const current = latest && latest.end >= previous ? latest.length : 0;
  return { current, longest };
}

/** This period's progress: today's check for a daily habit, this week's checks for a weekly one. */
export function periodOf(
  checks: Iterable<string>,
  target: HabitTarget,
  today: string,
  weekStart: WeekStart = DEFAULT_WEEK_START,
): Period {
  const days = distinctSorted(checks);
  if (isDaily(target)) return { done: days.includes(today) ? 1 : 0, target: 1 };
  const week = weekOf(today, weekStart);
  const end = addDays(week, 6);
  return { done: days.filter((d) => d >= week && d <= end).length, target: target.times };
}

/** How many days back a missed check may be filled in (issue 46). */
export const CHECK_DAYS_BACK = 7;
/** The days shown in the heat map and sent as `checks`: the last 12 weeks. */
export const HISTORY_WEEKS = 12;

/** Whether `day` may be checked or unchecked on `today`: not in the future, at most 7 days back. */
export function checkableDay(day: string, today: string): "future" | "too-old" | null {
  const back = daysBetween(day, today);
  if (back < 0) return "future";
  if (back > CHECK_DAYS_BACK) return "too-old";
  return null;
}

/** The first day of the heat map: the start of the week 11 weeks before this one. */
export const historyStart = (today: string, weekStart: WeekStart = DEFAULT_WEEK_START) =>
  addDays(weekOf(today, weekStart), -7 * (HISTORY_WEEKS - 1));
