// The shares an analysis may quote, as the wheels' legends show them (whole percentages of one
// wheel), and which wheel it quotes: both engines and the satisfaction words read them here, so
// the text and the legend beside it never disagree.
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";
import { sharePercent } from "@/lib/tasks/shares";
import type { BalanceInput } from "./types";

const num = (n: number | undefined) =>
  Number.isFinite(n) && (n as number) > 0 ? (n as number) : 0;

/** One wheel's total and each area's legend share. */
export function legendShares(counts: Record<Category, number>): {
  total: number;
  share: CategoryMap<number>;
} {
  const total = CATEGORIES.reduce((s, c) => s + num(counts[c]), 0);
  const share = Object.fromEntries(
    CATEGORIES.map((c) => [c, sharePercent(num(counts[c]), total)]),
  ) as CategoryMap<number>;
  return { total, share };
}

/**
 * The wheel the analysis cites: To Do while there is anything to do, else Completed; by time
 * (issue 27) the wheels measure minutes, so the shares are of time.
 */
export function citedWheel(input: BalanceInput): {
  total: number;
  share: CategoryMap<number>;
  of: string;
} {
  const byTime = input.todoMinutes !== undefined && input.completedMinutes !== undefined;
  if (legendShares(input.todo).total > 0)
    return byTime
      ? { ...legendShares(input.todoMinutes!), of: "your time to do" }
      : { ...legendShares(input.todo), of: "your tasks to do" };
  return byTime
    ? { ...legendShares(input.completedMinutes!), of: "your completed time" }
    : { ...legendShares(input.completed), of: "your completed tasks" };
}
