// The day plan's proposal (issue 27), as pure functions over plain data: no clock, no database,
// so tests run it on fixed days and zones. lib/planning/data.ts feeds it; the Plan today screen
// re-times items with the same `retime` when the user reorders or changes durations.
import { dissatisfaction, LOW_SCORE } from "@/lib/checkins/gap";
import { CATEGORIES, isCategory, type Category, type CategoryMap } from "@/lib/categories";
import { weekdayName } from "@/lib/time/day-labels";
import { minutesOf } from "@/lib/time/minutes";
import { ESTIMATE_MAX } from "@/lib/time/rules";
import type { PlanReason, ProposedItem } from "./shapes";

export const DAY_END = 24 * 60;

export type PlanTask = {
  id: number;
  description: string;
  category: Category;
  important: boolean;
  completed: boolean;
  dueDate: string | null;
  dueTime: string | null;
  estimateMinutes: number | null;
  order: number;
  /** The task's goal (issue 45), if any. */
  goalId?: number | null;
};

export type Proposal = {
  date: string;
  start: string;
  minutes: number;
  /** `minutes` less the busy calendar events inside them (issue 44): the time tasks can take. */
  freeMinutes: number;
  items: ProposedItem[];
  plannedMinutes: number;
  /** Area → fraction (0-1) of the planned time; areas with no time are left out. */
  balance: Partial<Record<Category, number>>;
};

export type ProposeArgs = {
  date: string;
  start: string;
  /** Time available from `start`; capped at midnight. */
  minutes: number;
  tasks: PlanTask[];
  defaultEstimate: number;
  /** The user's ideal shares, in percent. */
  idealPercentages: CategoryMap<number>;
  /** Minutes completed per area over the last 4 weeks. */
  recentMinutes: Partial<Record<Category, number>>;
  /** Unfinished tasks of yesterday's saved plan, in its order. */
  rolledOver: number[];
  /**
   * Busy calendar events of the day (issue 44), as minutes from midnight: no task is placed over
   * one, and their minutes inside the plan's span are not available time.
   */
  busy?: { start: number; end: number }[];
  /** The latest satisfaction check-in's scores (issue 45), if the user has one. */
  satisfaction?: CategoryMap<number> | null;
  /** The user's active goals (issue 45). */
  activeGoalIds?: number[];
};

/**
 * How far the balance picks lean toward an area the user is unsatisfied with: up to this much is
 * added to its shortfall of time (a fraction of the day), at 1/10; nothing at 10/10.
 */
const SATISFACTION_LEAN = 0.05;
/**
 * A task of an active goal whose area is below its ideal share or low on satisfaction gets this
 * much more (a small, explained preference: its reason says "for your goal").
 */
export const GOAL_LEAN = 0.03;

/**
 * Issue 45: whether a task's goal earns it the preference: an active goal, in an area below its
 * ideal share of time (`shortfall` > 0) or with a low satisfaction score.
 */
export function goalPreferred(
  task: Pick<PlanTask, "goalId" | "category">,
  activeGoalIds: ReadonlySet<number>,
  shortfall: number,
  score: number | undefined,
): boolean {
  if (!task.goalId || !activeGoalIds.has(task.goalId)) return false;
  return shortfall > 0 || (score !== undefined && score <= LOW_SCORE);
}

export const toMinutes = (clock: string): number =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Minutes from Monday-first `dayMinutes` for a day. */
export function dayMinutesFor(dayMinutes: readonly number[], date: string): number {
  const at = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekdayName(date));
  return dayMinutes[at] ?? 0;
}

/**
 * When the plan starts by default: now rounded up to the next quarter hour on the plan's own day
 * (the wall clock in the user's zone, so DST is already in it), 09:00 on another day.
 */
export function defaultStart(date: string, now: { date: string; time: string }): string {
  if (date !== now.date) return "09:00";
  const quarter = Math.ceil(toMinutes(now.time) / 15) * 15;
  return toClock(Math.min(quarter, DAY_END - 1));
}

/** Area → fraction of the planned time. */
export function planBalance(
  items: { category: Category; minutes: number }[],
): Partial<Record<Category, number>> {
  const total = items.reduce((s, i) => s + i.minutes, 0);
  const out: Partial<Record<Category, number>> = {};
  if (total === 0) return out;
  for (const i of items) out[i.category] = (out[i.category] ?? 0) + i.minutes / total;
  return out;
}

type Slot = { start: number; end: number };

/** The earliest start at or after `from` where `length` minutes fit between the busy slots and `until`. */
function firstFit(busy: Slot[], from: number, length: number, until: number): number | null {
  let at = from;
  for (const b of [...busy].sort((x, y) => x.start - y.start)) {
    if (b.end <= at) continue;
    if (b.start >= at + length) break;
    at = Math.max(at, b.end);
  }
  return at + length <= until ? at : null;
}

/**
 * The proposal: yesterday's unfinished items ("rolled over"), then overdue and due-today tasks
 * (timed ones at their time when it is still ahead), then starred ones, then tasks of the areas
 * furthest below their ideal share of time (the last 4 weeks plus what the plan already holds),
 * until the time is filled. A task that does not fit is left out, never split; the plan never
 * holds more than `minutes`, nor runs past midnight.
 */
export function proposePlan(args: ProposeArgs): Proposal {
  const start = toMinutes(args.start);
  const until = Math.min(DAY_END, start + Math.min(args.minutes, ESTIMATE_MAX));
  // Busy events inside the span: fixed blocks the tasks fit between; only free minutes count.
  const events = (args.busy ?? [])
    .map((b) => ({ start: Math.max(b.start, start), end: Math.min(b.end, until) }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);
  const budget = until - start - busyMinutesWithin(events, start, until);
  const open = args.tasks
    .filter((t) => !t.completed && (t.dueDate === null || t.dueDate <= args.date))
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const lengthOf = (t: PlanTask) => minutesOf(t, args.defaultEstimate);

  const chosen: { task: PlanTask; slot: Slot; reason: PlanReason }[] = [];
  const busy: Slot[] = [...events];
  const taken = new Set<number>();
  let used = 0;
  // Timed tasks of the day still ahead: at their time or not at all (never moved to another hour).
  const fixed = new Set<number>();
  const place = (task: PlanTask, reason: PlanReason, at?: number): boolean => {
    if (taken.has(task.id) || (at === undefined && fixed.has(task.id))) return false;
    const length = lengthOf(task);
    if (used + length > budget) return false;
    const slotStart = at !== undefined ? at : firstFit(busy, start, length, until);
    if (slotStart === null || slotStart < start || slotStart + length > until) return false;
    if (busy.some((b) => b.start < slotStart + length && slotStart < b.end)) return false;
    const slot = { start: slotStart, end: slotStart + length };
    busy.push(slot);
    chosen.push({ task, slot, reason });
    taken.add(task.id);
    used += length;
    return true;
  };

  const byId = new Map(open.map((t) => [t.id, t]));
  const rolled = args.rolledOver
    .map((id) => byId.get(id))
    .filter((t): t is PlanTask => t !== undefined);
  const due = open.filter((t) => t.dueDate !== null && t.dueDate <= args.date);
  // Timed tasks of the day whose time is still ahead keep their time: placed first, so the others fit around them.
  const timed = due.filter(
    (t) => t.dueDate === args.date && t.dueTime !== null && toMinutes(t.dueTime) >= start,
  );
  const rolledIds = new Set(rolled.map((t) => t.id));
  for (const t of timed) {
    place(t, rolledIds.has(t.id) ? "rolled over" : "due today", toMinutes(t.dueTime!));
    fixed.add(t.id);
  }
  for (const t of rolled) place(t, "rolled over");
  for (const t of due) place(t, t.dueDate! < args.date ? "overdue" : "due today");
  for (const t of open) if (t.important) place(t, "starred");

  // Balance: repeatedly the first task (in list order) of the area with the largest shortfall of
  // time, leaning a little toward areas low on satisfaction and toward tasks of goals (issue 45).
  const spent: CategoryMap<number> = Object.fromEntries(
    CATEGORIES.map((c) => [c, args.recentMinutes[c] ?? 0]),
  ) as CategoryMap<number>;
  for (const c of chosen) spent[c.task.category] += c.slot.end - c.slot.start;
  const idealTotal = CATEGORIES.reduce((s, c) => s + (args.idealPercentages[c] ?? 0), 0) || 1;
  const rest = open.filter((t) => !taken.has(t.id) && isCategory(t.category));
  const skipped = new Set<number>();
  const goals = new Set(args.activeGoalIds ?? []);
  const scores = args.satisfaction ?? null;
  for (;;) {
    const total = CATEGORIES.reduce((s, c) => s + spent[c], 0);
    const shortfall = (c: Category) =>
      (args.idealPercentages[c] ?? 0) / idealTotal - (total > 0 ? spent[c] / total : 0);
    const lean = (c: Category) => (scores ? SATISFACTION_LEAN * dissatisfaction(scores[c]) : 0);
    const forGoal = (t: PlanTask) =>
      goalPreferred(t, goals, shortfall(t.category), scores?.[t.category]);
    const key = (t: PlanTask) =>
      shortfall(t.category) + lean(t.category) + (forGoal(t) ? GOAL_LEAN : 0);
    const next = rest
      .filter((t) => !taken.has(t.id) && !skipped.has(t.id))
      .sort((a, b) => key(b) - key(a) || a.order - b.order || a.id - b.id)[0];
    if (!next) break;
    if (place(next, forGoal(next) ? "goal" : "balance")) spent[next.category] += lengthOf(next);
    else skipped.add(next.id);
  }

  const items = chosen
    .sort((a, b) => a.slot.start - b.slot.start)
    .map(({ task, slot, reason }) => ({
      taskId: task.id,
      description: task.description,
      category: task.category,
      start: toClock(slot.start),
      minutes: slot.end - slot.start,
      reason,
    }));
  return {
    date: args.date,
    start: args.start,
    minutes: until - start,
    freeMinutes: budget,
    items,
    plannedMinutes: used,
    balance: planBalance(items),
  };
}

/**
 * The screen's re-timing after a reorder, a removal or a changed duration: items follow one
 * another from `start` in the given order, each moved past any busy calendar event it would
 * overlap (issue 44). Items that would run past midnight are reported.
 */
export function retime<T extends { minutes: number }>(
  items: T[],
  start: string,
  busy: readonly { start: number; end: number }[] = [],
): { items: (T & { start: string })[]; pastMidnight: boolean } {
  const blocks = [...busy].sort((a, b) => a.start - b.start);
  let at = toMinutes(start);
  const out = items.map((i) => {
    for (const b of blocks) if (b.start < at + i.minutes && at < b.end) at = b.end;
    const item = { ...i, start: toClock(Math.min(at, DAY_END - 1)) };
    at += i.minutes;
    return item;
  });
  return { items: out, pastMidnight: at > DAY_END };
}

/** Minutes of `busy` (overlaps counted once) between `from` and `to`. */
export function busyMinutesWithin(
  busy: readonly { start: number; end: number }[],
  from: number,
  to: number,
): number {
  let total = 0;
  let covered = from;
  for (const b of [...busy].sort((x, y) => x.start - y.start)) {
    const s = Math.max(b.start, covered);
    const e = Math.min(b.end, to);
    if (e > s) total += e - s;
    covered = Math.max(covered, Math.min(b.end, to));
  }
  return total;
}
