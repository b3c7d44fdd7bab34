// Goals (issue 45): the shapes and limits shared by the API and the screens. Free of zod and of
// server code.
import type { Category } from "@/lib/categories";

export const GOAL_STATUSES = ["active", "achieved", "dropped"] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const GOAL_TITLE_MAX = 200;
export const GOAL_WHY_MAX = 2000;
export const MAX_ACTIVE_GOALS = 100;

type GoalProgress = { tasksDone: number; tasksTotal: number; minutesDone: number };

export type GoalDto = {
  id: number;
  title: string;
  category: Category;
  why: string | null;
  targetDate: string | null;
  status: GoalStatus;
  visionBoardItemId: number | null;
  /** The linked vision-board item's picture, while the item exists. */
  imageUrl: string | null;
  progress: GoalProgress;
  /** ISO time the goal was achieved; null unless achieved. */
  achievedAt: string | null;
};

/** A goal's task, as GET /api/goals/{id} lists them (open ones in list order, then done ones). */
export type GoalTaskDto = {
  id: number;
  description: string;
  completed: boolean;
  completedAt: string | null;
  dueDate: string | null;
  estimateMinutes: number | null;
};

export type GoalWithTasksDto = GoalDto & { tasks: GoalTaskDto[] };

/** Whole days from `today` to the target date (negative once it has passed); null without one. */
export function daysToTarget(targetDate: string | null, today: string): number | null {
  if (!targetDate) return null;
  const ms = Date.parse(`${targetDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
