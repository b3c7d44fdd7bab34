// What each view of the task card shows (To Do: All, Today, Upcoming; and Completed), and how a
// reorder inside a view is written back into the whole list. Pure functions, unit-tested.
import { addDays } from "@/lib/time/days";
import { dayLabel, shortDate, weekdayName } from "@/lib/time/day-labels";
import type { TaskDto } from "@/lib/tasks/schemas";

export type TodoScope = "all" | "today" | "upcoming";
const UPCOMING_DAYS = 7;

/** Due today or overdue (open tasks only), in list order. */
export const dueToday = (open: TaskDto[], today: string) =>
  open.filter((t) => t.dueDate !== null && t.dueDate <= today);

export type DayGroup = { key: string; title: string; tasks: TaskDto[] };

/** The next seven days from today, a group per day that has tasks, then "Later". */
export function upcomingGroups(open: TaskDto[], today: string): DayGroup[] {
  const last = addDays(today, UPCOMING_DAYS - 1);
  const groups: DayGroup[] = [];
  for (let i = 0; i < UPCOMING_DAYS; i++) {
    const day = addDays(today, i);
    const tasks = open.filter((t) => t.dueDate === day);
    if (tasks.length === 0) continue;
    const name = dayLabel(day, today);
    const title =
      name === "Today" || name === "Tomorrow"
        ? `${name} · ${weekdayName(day)} ${shortDate(day, today)}`
        : `${weekdayName(day)} ${shortDate(day, today)}`;
    groups.push({ key: day, title, tasks });
  }
  const later = open
    .filter((t) => t.dueDate !== null && t.dueDate > last)
    .sort((a, b) => (a.dueDate! < b.dueDate! ? -1 : a.dueDate! > b.dueDate! ? 1 : 0));
  if (later.length > 0) groups.push({ key: "later", title: "Later", tasks: later });
  return groups;
}

/**
 * A view shows some of the open tasks; dragging inside it reorders only those. The moved tasks
 * take the slots the view's tasks held in the whole list, so every task outside the view keeps
 * its place, and the whole list's order (0..n-1) is what gets saved.
 */
export function reorderWithin(list: TaskDto[], reorderedSubset: TaskDto[]): TaskDto[] {
  const inSubset = new Set(reorderedSubset.map((t) => t.id));
  const queue = [...reorderedSubset];
  return list.map((t) => (inSubset.has(t.id) ? queue.shift()! : t));
}
