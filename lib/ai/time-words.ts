// How the analysis and AI Prioritize speak in time (issue 27), the same words for both engines:
// "Your tasks to do add up to 6 h 20 m: 6 h for Business/Career and 20 min for Family & Friends."
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/categories";
import { formatMinutes } from "@/lib/time/rules";
import { calendarPartText } from "@/lib/time/minutes";
import { sharePercent } from "@/lib/tasks/shares";

/** 20 → "20 min", 360 → "6 h", 75 → "1 h 15 m". */
export const spokenMinutes = (m: number): string =>
  m < 60 ? `${Math.round(m)} min` : formatMinutes(m);

function listed(parts: string[]): string {
  return parts.length <= 1
    ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

type Minutes = Partial<Record<Category, number>>;

/** Where the time goes in one map of minutes per area, largest first (at most three areas), or null when empty. */
export function timeSentence(
  minutes: Minutes | undefined,
  names: Partial<Record<Category, string>> | undefined,
  of: string,
): string | null {
  if (!minutes) return null;
  const areas = CATEGORIES.filter((c) => (minutes[c] ?? 0) > 0).sort(
    (a, b) => (minutes[b] ?? 0) - (minutes[a] ?? 0),
  );
  if (areas.length === 0) return null;
  const total = areas.reduce((s, c) => s + (minutes[c] ?? 0), 0);
  const label = (c: Category) => names?.[c]?.trim() || CATEGORY_LABELS[c];
  const shown = areas.length > 3 ? [...areas.slice(0, 2), areas.at(-1)!] : areas;
  return `${of} add up to ${formatMinutes(total)}: ${listed(shown.map((c) => `${spokenMinutes(minutes[c] ?? 0)} for ${label(c)}`))}.`;
}

/** The wheels' minutes by area, to do and completed, and the part of each from the calendar. */
type WheelMinutes = {
  todoMinutes?: Minutes;
  completedMinutes?: Minutes;
  todoCalendarMinutes?: Minutes;
  completedCalendarMinutes?: Minutes;
};

/**
 * How much of the wheel's time came from the calendar (issue 44 item 5), for the area with the most
 * calendar time: "Your calendar adds 45 h over the next 7 days: Business/Career 62% of your time to
 * do, 41 h of it from your calendar." The time ahead while there is any, else the time past; null
 * without calendar time.
 */
export function calendarSentence(
  input: WheelMinutes,
  names: Partial<Record<Category, string>> | undefined,
): string | null {
  const sum = (m: Minutes | undefined) =>
    CATEGORIES.reduce((s, c) => s + Math.max(0, m?.[c] ?? 0), 0);
  const ahead = sum(input.todoCalendarMinutes) > 0;
  const calendar = ahead ? input.todoCalendarMinutes : input.completedCalendarMinutes;
  const wheel = ahead ? input.todoMinutes : input.completedMinutes;
  const calendarTotal = sum(calendar);
  if (calendarTotal === 0 || !calendar) return null;
  const top = CATEGORIES.reduce((best, c) =>
    (calendar[c] ?? 0) > (calendar[best] ?? 0) ? c : best,
  );
  const label = names?.[top]?.trim() || CATEGORY_LABELS[top];
  const share = sharePercent(
    Math.max(wheel?.[top] ?? 0, calendar[top] ?? 0),
    Math.max(sum(wheel), calendarTotal),
  );
  return ahead
    ? `Your calendar adds ${formatMinutes(calendarTotal)} over the next 7 days: ${label} ${share}% of your time to do, ${calendarPartText(calendar[top] ?? 0)}.`
    : `Your calendar added ${formatMinutes(calendarTotal)} over the last 7 days: ${label} ${share}% of your completed time, ${calendarPartText(calendar[top] ?? 0)}.`;
}

/**
 * Where the wheel's time goes (the To Do wheel's, else the Completed one's), by time (issue 27): the
 * same sentence for both engines, saying when the calendar's busy time is part of it (issue 44).
 */
export function wheelTimeSentence(
  input: WheelMinutes,
  names: Partial<Record<Category, string>> | undefined,
): string | null {
  const any = (m: Minutes | undefined) => CATEGORIES.some((c) => (m?.[c] ?? 0) > 0);
  return (
    timeSentence(
      input.todoMinutes,
      names,
      any(input.todoCalendarMinutes) ? "Your tasks to do and calendar ahead" : "Your tasks to do",
    ) ??
    timeSentence(
      input.completedMinutes,
      names,
      any(input.completedCalendarMinutes)
        ? "Your completed tasks and past calendar"
        : "Your completed tasks",
    )
  );
}
