// Time rules shared by the browser and the server (no zod, no server modules): estimate bounds,
// the settings' defaults for time, and how minutes are written ("3 h 15 m", "~45 min").

export const ESTIMATE_MIN = 1;
/** A day: an estimate or a plan item never runs longer. */
export const ESTIMATE_MAX = 1440;
export const ESTIMATE_INVALID = `estimateMinutes must be a whole number of minutes from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}, or null`;

export { DEFAULT_ESTIMATE_MINUTES, formatMinutes } from "./minutes";
import { formatMinutes } from "./minutes";
export type BalanceBy = "time" | "count";
export const DEFAULT_BALANCE_BY: BalanceBy = "time";
/** Minutes free for the day plan, Monday first: 2 h on weekdays, 4 h at the weekend. */
export const DEFAULT_DAY_MINUTES: readonly number[] = [120, 120, 120, 120, 120, 240, 240];

/**
 * The length of a waking day (24 h less 8 h of sleep): the most calendar time one day can put in the
 * balance (docs/decisions/calendar-balance.md). `dayMinutes` is the free time for the day plan, not
 * the day, so it is not the cap.
 */
export const DAY_LENGTH_MINUTES = 16 * 60;

/** The quick picks of the edit dialog's estimate field. */
export const ESTIMATE_PICKS: readonly number[] = [15, 30, 60, 120];

export const isEstimate = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= ESTIMATE_MIN && n <= ESTIMATE_MAX;

/** The quick-add chip and the row: 45 → "~45 min", 90 → "~1 h 30 m". */
export const estimateLabel = (minutes: number): string =>
  minutes < 60 ? `~${minutes} min` : `~${formatMinutes(minutes)}`;
