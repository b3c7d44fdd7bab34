// Completed tasks travel a page at a time (issue "Trust, round four", item 7): GET /api/tasks carries
// every open task and only the COMPLETED_IN_LIST most recently completed ones; older ones come from
// GET /api/tasks/completed, a page per call, newest first. The figures that need every completed
// task (the completed wheel, the analysis' counts, the wheel of life's month) come from the server's
// totals (CompletedSummary), never from the page the browser holds. docs/decisions/completed-pages.md.
// Browser-safe and zod-free: the dashboard reads it.
import { areaCounts, type AreaCounts } from "./area-counts";
import type { AreaWeight } from "./wheel";

/** Completed tasks in GET /api/tasks: the most recently completed ones. */
export const COMPLETED_IN_LIST = 50;
/** Completed tasks per page of GET /api/tasks/completed, unless `limit` says otherwise. */
export const COMPLETED_PAGE = 50;
/** The largest `limit` a page may ask for. */
export const COMPLETED_PAGE_MAX = 200;
/** The words of the completed view's button that loads the next page. */
export const SHOW_MORE_COMPLETED = "Show older completed tasks";

/** One area's completed tasks, summed by the database. */
export type CompletedAreaTotals = {
  count: number;
  /** Estimates summed over the tasks that have one. */
  estimated: number;
  /** Tasks without an estimate: the user's default counts for each. */
  unestimated: number;
  /** Minutes really spent (time entries), over the tasks that have any. */
  measured: number;
  /** Of the tasks without minutes spent: their estimates summed, and how many have none. */
  unmeasuredEstimated: number;
  unmeasuredUnestimated: number;
};

export type CompletedSummary = {
  /** Every completed task of the account. */
  total: number;
  areas: Partial<Record<string, CompletedAreaTotals>>;
  /** The calendar month ("YYYY-MM", in the user's zone) `monthAreas` counts. */
  month: string;
  /** Tasks completed in `month`, per area: estimates summed and how many have none. */
  monthAreas: Partial<Record<string, { estimated: number; unestimated: number }>>;
};

type Completable = { id: number; completed: boolean; completedAt: string | null };

/**
 * A page's place: after the completed task with this completion time (to the millisecond, as the
 * list sends it; "" for a task completed before completion times were kept) and id. Text the
 * client passes back as `before`, never has to build.
 */
export const completedCursor = (t: Pick<Completable, "id" | "completedAt">) =>
  `${t.completedAt ?? ""}~${t.id}`;

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)?~(\d{1,10})$/;

/** The cursor's completion time (null: none) and id, or null when it is not one. */
export function readCompletedCursor(text: string): { at: string | null; id: number } | null {
  const m = CURSOR.exec(text);
  if (!m) return null;
  if (m[1] !== undefined && Number.isNaN(Date.parse(m[1]))) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { at: m[1] ?? null, id };
}

/** The analysis' completed counts (and minutes, by time) over every completed task. */
function completedAreaCounts(
  summary: CompletedSummary,
  defaultMinutes?: number,
): Pick<AreaCounts, "completedTasks" | "completedMinutes"> {
  const completedTasks: Record<string, number> = {};
  const completedMinutes: Record<string, number> = {};
  for (const [area, t] of Object.entries(summary.areas)) {
    if (!t) continue;
    completedTasks[area] = t.count;
    // As the completed wheel weighs them: the time spent where measured, else the estimate.
    if (defaultMinutes !== undefined)
      completedMinutes[area] =
        t.measured + t.unmeasuredEstimated + t.unmeasuredUnestimated * defaultMinutes;
  }
  return defaultMinutes === undefined ? { completedTasks } : { completedTasks, completedMinutes };
}

/** The completed wheel's weight per area: minutes spent where measured, else the estimate. */
export function completedWeights(
  summary: CompletedSummary,
  defaultMinutes: number,
): Map<string, AreaWeight> {
  const weights = new Map<string, AreaWeight>();
  for (const [area, t] of Object.entries(summary.areas)) {
    if (!t) continue;
    weights.set(area, {
      count: t.count,
      minutes: t.measured + t.unmeasuredEstimated + t.unmeasuredUnestimated * defaultMinutes,
      measured: t.measured,
    });
  }
  return weights;
}

/** Minutes of the tasks completed in `month` ("YYYY-MM"), per area; none for another month. */
export function completedMinutesInMonth(
  summary: CompletedSummary | undefined,
  month: string,
  defaultMinutes: number,
): Record<string, number> {
  const out: Record<string, number> = {};
  if (!summary || summary.month !== month) return out;
  for (const [area, t] of Object.entries(summary.monthAreas)) {
    if (t) out[area] = t.estimated + t.unestimated * defaultMinutes;
  }
  return out;
}

/**
 * The completed view: the list's completed tasks in list order as before, then the older ones
 * loaded with "Show more" (newest first) that the list does not hold. A task the list holds is
 * shown as the list has it, so a tick undone on screen leaves the view at once.
 */
export function completedView<T extends Completable>(list: readonly T[], older: readonly T[]): T[] {
  const inList = new Set(list.map((t) => t.id));
  return [
    ...list.filter((t) => t.completed),
    ...older.filter((t) => t.completed && !inList.has(t.id)),
  ];
}

/**
 * The analysis' counts: the open tasks (the list holds every one) and the totals over every
 * completed task. Keys in the order areaCounts writes them, so equal counts are equal text. The
 * welcome task is not work (issue 47): it counts nowhere (the summary leaves it out too).
 */
export function balanceCounts(
  open: readonly {
    category: string;
    completed: boolean;
    estimateMinutes?: number | null;
    actualMinutes?: number;
    welcome?: boolean;
  }[],
  summary: CompletedSummary | undefined,
  defaultMinutes?: number,
): AreaCounts {
  const todo = areaCounts(
    open.filter((t) => !t.completed && !t.welcome),
    defaultMinutes,
  );
  if (!summary) return todo;
  const done = completedAreaCounts(summary, defaultMinutes);
  return defaultMinutes === undefined
    ? { todoTasks: todo.todoTasks, completedTasks: done.completedTasks }
    : {
        todoTasks: todo.todoTasks,
        completedTasks: done.completedTasks,
        todoMinutes: todo.todoMinutes,
        completedMinutes: done.completedMinutes,
      };
}
