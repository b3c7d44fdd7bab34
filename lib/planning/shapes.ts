// What the plan routes answer, importable by the browser (lib/planning/data.ts is server-only).
import type { Category } from "@/lib/categories";
import type { CalendarEventDto } from "@/lib/calendars/shapes";

export type SavedPlanItem = {
  /** The task, or (issue 46) the habit the item is; the other is null. */
  taskId: number | null;
  habitId: number | null;
  description: string;
  category: Category;
  start: string;
  minutes: number;
  /** The task is completed, or the habit is checked on the plan's day. */
  completed: boolean;
};
export type SavedPlan = {
  date: string;
  start: string;
  items: SavedPlanItem[];
  plannedMinutes: number;
  balance: Partial<Record<Category, number>>;
};
/** PUT /api/plans/{date}: a task that had another day and now has the plan's (the UI says so). */
export type MovedTask = { taskId: number; description: string; from: string };
/** Why a task is in a proposed plan. */
export type PlanReason =
  "rolled over" | "overdue" | "due today" | "starred" | "balance" | "goal" | "added";

export type ProposedItem = {
  taskId: number;
  description: string;
  category: Category;
  start: string;
  minutes: number;
  reason: PlanReason;
};
export type ProposalDto = {
  date: string;
  start: string;
  minutes: number;
  /** Minutes not taken by busy calendar events (issue 44). */
  freeMinutes: number;
  /** The day's calendar events (issue 44): fixed blocks; busy timed ones are never overlapped. */
  events: CalendarEventDto[];
  items: ProposedItem[];
  plannedMinutes: number;
  balance: Partial<Record<Category, number>>;
};
