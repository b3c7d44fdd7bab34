// Which week a weekly review is about, when the dashboard invites to it, and the streak. Pure.
import { addDays } from "@/lib/time/days";
import { weekdayName } from "@/lib/time/day-labels";

/** What a review may choose for the next week (the API refuses more; the screen offers no more). */
export const MAX_FOCUS_AREAS = 3;
export const MAX_FOCUS_TASKS = 5;

/** Friday to Monday: the end of a week and the start of the next, when people plan. */
const INVITE_DAYS = new Set(["Fri", "Sat", "Sun", "Mon"]);

const mondayBefore = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The Monday of the week under review: from Friday the week that is ending, from Monday to
 * Thursday the week that just ended (a review done on Monday looks back, then plans).
 */
export function reviewWeekOf(today: string): string {
  const monday = mondayBefore(today);
  return ["Fri", "Sat", "Sun"].includes(weekdayName(today)) ? monday : addDays(monday, -7);
}

/** How the review names its week: the week that ended, the week now ending, or a new account's first (partial) week. */
export type ReviewWhen = "last" | "this" | "first";

/**
 * The week to review for an account that joined on `joined` (its calendar day in the user's
 * zone): the week of reviewWeekOf, unless that week ended before the account existed; then the
 * account's first week so far (this week, with this week's tasks).
 */
export function reviewWeekFor(
  today: string,
  joined: string | null,
): { weekStart: string; when: ReviewWhen } {
  const week = reviewWeekOf(today);
  const thisMonday = mondayBefore(today);
  if (joined !== null && joined > addDays(week, 6)) return { weekStart: thisMonday, when: "first" };
  if (week !== thisMonday) return { weekStart: week, when: "last" };
  return { weekStart: week, when: joined !== null && joined >= week ? "first" : "this" };
}

/** The week the review plans: the one after the reviewed week. Its last day is the focus tasks' due date at the latest. */
export const focusWeekEnd = (reviewWeek: string) => addDays(reviewWeek, 13);

export const invitesToReview = (today: string) => INVITE_DAYS.has(weekdayName(today));

/** Days an account lives before the dashboard invites it to a review (issue 47: honest figures). */
const FIRST_INVITE_AFTER_DAYS = 7;

/**
 * The dashboard invites to a review on an invite day (invitesToReview), and only once a week has
 * passed since the account was created on `joined` (its calendar day in the user's zone): a day-old
 * account has no week to look back on. The review page itself stays open ("your first week so far").
 */
export const invitesAccountToReview = (today: string, joined: string | null) =>
  invitesToReview(today) && (joined === null || today >= addDays(joined, FIRST_INVITE_AFTER_DAYS));

/**
 * Consecutive weeks with a review, counting back from `current` when it is done, or from the
 * week before while the current one is still open (a streak is not lost before its week ends).
 */
export function reviewStreak(reviewedWeeks: Iterable<string>, current: string): number {
  const done = new Set(reviewedWeeks);
  let week = done.has(current) ? current : addDays(current, -7);
  let streak = 0;
  while (done.has(week)) {
    streak++;
    week = addDays(week, -7);
  }
  return streak;
}

export const isMonday = (day: string) => weekdayName(day) === "Mon";
