// A calendar day's name as a planner says it ("Today", "Fri", "12 Dec"), from a "YYYY-MM-DD" day
// and today's day in the user's zone. Free of Intl and of any library, so the first JavaScript of
// every page can label days.
import { daysBetween, toUtc } from "./days";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

export const weekdayName = (day: string) => WEEKDAYS[toUtc(day).getUTCDay()]!;

/** "12 Dec", with the year when it is not `today`'s. */
export function shortDate(day: string, today: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const base = `${d} ${MONTHS[m - 1]}`;
  return y === Number(today.slice(0, 4)) ? base : `${base} ${y}`;
}

/** The day's name as a planner says it: "Today", "Tomorrow", "Yesterday", "Fri" this week, else "12 Dec". */
export function dayLabel(day: string, today: string): string {
  const diff = daysBetween(today, day);
  if (diff === 0) return "Today";
  if (diff === 1) return "Tomorrow";
  if (diff === -1) return "Yesterday";
  if (diff > 1 && diff < 7) return weekdayName(day);
  return shortDate(day, today);
}
