// The quick menu's days (issue 27), from the user's "today": pure, so they are unit-tested.
import { addDays } from "@/lib/time/days";
import { weekdayName } from "@/lib/time/day-labels";

/** The Monday after today (a week today when today is a Monday). */
export function nextMonday(today: string): string {
  const order = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  const at = order.indexOf(weekdayName(today));
  return addDays(today, 7 - at);
}

export type QuickDay = { key: "today" | "tomorrow" | "next-week"; label: string; dueDate: string };

export const quickDays = (today: string): QuickDay[] => [
  { key: "today", label: "Today", dueDate: today },
  { key: "tomorrow", label: "Tomorrow", dueDate: addDays(today, 1) },
  { key: "next-week", label: "Next week (Monday)", dueDate: nextMonday(today) },
];
