// One row of the plan being edited, and the words that say why it is there.
import type { Category } from "@/lib/categories";
import type { HabitDto } from "@/lib/habits/shapes";
import type { PlanReason } from "@/lib/planning/shapes";

export type PlanItem = {
  /** A task's item, or (issue 46) a habit's: exactly one of the two is set. */
  taskId: number | null;
  habitId?: number | null;
  description: string;
  category: Category;
  minutes: number;
  reason: PlanReason | "planned" | "habit";
};

/** The item's key in the plan: its task or its habit. */
export const planItemKey = (i: { taskId: number | null; habitId?: number | null }) =>
  i.taskId !== null ? `task-${i.taskId}` : `habit-${i.habitId}`;

/** What PUT /api/plans/{date} takes for the item. */
export const planItemBody = (i: {
  taskId: number | null;
  habitId?: number | null;
  start: string;
  minutes: number;
}) =>
  i.taskId !== null
    ? { taskId: i.taskId, start: i.start, minutes: i.minutes }
    : { habitId: i.habitId!, start: i.start, minutes: i.minutes };

export const PLAN_REASONS: Record<PlanItem["reason"], string> = {
  "rolled over": "rolled over",
  overdue: "overdue",
  "due today": "due today",
  starred: "starred",
  balance: "for balance",
  goal: "for your goal",
  added: "added by you",
  planned: "in your plan",
  habit: "habit for today",
};

/**
 * The day's unfinished habits with an estimate (issue 46 item 4): not archived, not checked on
 * `date`, their period's target not met yet. Plan today offers them as items.
 */
export const unfinishedHabits = (habits: readonly HabitDto[], date: string): HabitDto[] =>
  habits.filter(
    (h) =>
      !h.archived &&
      h.estimateMinutes !== null &&
      !h.checks.includes(date) &&
      h.period.done < h.period.target,
  );

/** A habit as a plan item, for its estimate. */
export const habitItem = (
  habit: HabitDto,
  reason: PlanItem["reason"],
  defaultEstimate: number,
): PlanItem => ({
  taskId: null,
  habitId: habit.id,
  description: habit.title,
  category: habit.category,
  minutes: habit.estimateMinutes ?? defaultEstimate,
  reason,
});
