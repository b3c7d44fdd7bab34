// Settings limits, the percentage total rule of spec §5 and the settings shape, without zod: the
// Settings screen imports these and lib/settings/schemas.ts builds the API's schema from them.
import type { Category, CategoryMap } from "@/lib/categories";
import type { BalanceBy } from "@/lib/time/rules";
import type { DayHours } from "@/lib/time/day-hours";
import type { CheckinEvery } from "@/lib/checkins/shapes";
import type { ChosenWeekStart } from "@/lib/time/week-start";

export const CATEGORY_NAME_MAX = 30;
const PERCENT_TOLERANCE = 0.1;

export type SettingsDto = {
  categoryNames: Partial<Record<Category, string>>;
  categoryPercentages: CategoryMap<number>;
  /** IANA zone that "today" and due dates are read in; "UTC" until the first sign-in stores the browser's. */
  timeZone: string;
  /** Daily e-mail of tasks due today and overdue (lib/reminders), at reminderHour (0-23) in timeZone. */
  remindersEnabled: boolean;
  reminderHour: number;
  /** Push reminders of timed tasks come this many minutes early (0, 5, 15, 30 or 60; lib/push). */
  pushLeadMinutes: number;
  /** What a task without an estimate weighs, in minutes (issue 27). */
  defaultEstimateMinutes: number;
  /** What the wheels measure: the sum of estimates ("time") or tasks ("count", the spec's wheels). */
  balanceBy: BalanceBy;
  /** Minutes free for the day plan per weekday, Monday first (7 numbers, 0-1440). */
  dayMinutes: number[];
  /** The hours "tomorrow morning", "Saturday evening" and "tonight" stand for in quick add (issue 47). */
  dayHours: DayHours;
  /** How often a satisfaction check-in is offered (issue 45); "month" by default. */
  checkinEvery: CheckinEvery;
  /** The first day of the week habits' weekly targets count in: 1 Monday (default), 0 Sunday, 6 Saturday. */
  weekStart: ChosenWeekStart;
  /** The dashboard's single-key shortcuts are on (issue 47, WCAG 2.1.4); true by default. */
  keyboardShortcuts: boolean;
  /** A check-in is due today (the dashboard offers one). */
  checkinDue: boolean;
  hasPremium: boolean;
};

/**
 * The area names in force: the user's own while they have premium (renaming is a premium feature;
 * the names are kept and come back with premium), else none, so the defaults show.
 */
export function namesInForce(
  settings: SettingsDto | null | undefined,
): SettingsDto["categoryNames"] | undefined {
  return settings?.hasPremium ? settings.categoryNames : undefined;
}

export function totalOf(p: Partial<Record<string, number>>): number {
  return Math.round(Object.values(p).reduce<number>((a, b) => a + (b ?? 0), 0) * 10) / 10;
}

export const totalWarning = (total: number) =>
  `Percentages must total 100%. Current total: ${total.toFixed(1)}%`;

export const isValidTotal = (total: number) => Math.abs(total - 100) <= PERCENT_TOLERANCE + 1e-9;
