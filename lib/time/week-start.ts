// The first day of the user's week (issue 46): Monday by default, Sunday or Saturday by choice.
// Browser-safe (no zod, no server modules): the Settings card, the habit strip and the server read
// the same rule. Numbered as Date.getUTCDay numbers weekdays: 0 Sunday, 1 Monday, ... 6 Saturday.

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The week starts Settings offers, in the order shown. */
export const WEEK_STARTS = [1, 0, 6] as const satisfies readonly WeekStart[];
export type ChosenWeekStart = (typeof WEEK_STARTS)[number];

/** Monday, the app's week until the user chooses another (and the weekly review's, always). */
export const DEFAULT_WEEK_START: ChosenWeekStart = 1;

export const WEEK_START_LABELS: Record<ChosenWeekStart, string> = {
  1: "Monday",
  0: "Sunday",
  6: "Saturday",
};

export const WEEK_START_INVALID = "weekStart must be 1 (Monday), 0 (Sunday) or 6 (Saturday)";

export const isWeekStart = (n: unknown): n is ChosenWeekStart =>
  (WEEK_STARTS as readonly unknown[]).includes(n);
