/**
 * Deterministic task ordering. Due dates come first: overdue tasks, then tasks due today, then
 * tasks due within 3 days; inside those groups and after them, importance, urgency words and how
 * far each life area sits below the user's ideal share among the open tasks decide.
 * A task's deadline is its dueDate only: a word like "night", "week" or "today" in a description
 * is never read as one, so a reason names a due date only for a task that has one.
 */
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/categories";
import { daysBetween, isCalendarDate } from "@/lib/time/days";
import { shortDate } from "@/lib/time/day-labels";
import { wallOf } from "@/lib/quick-add/deadline";
import type { PrioritizeInput, PrioritizeResult } from "../types";
import { mapInSlices } from "./slices";
import { neglectSentence } from "../neglect-words";
import { LOW_SCORE } from "@/lib/checkins/gap";

const URGENT =
  /\b(urgent(?:ly)?|asap|a\.s\.a\.p|critical|immediately|important|priority|right away)\b/i;
const DAY_MS = 86_400_000;
/** Days ahead that still count as "soon". */
const SOON_DAYS = 3;
/** The lift of a task in an area neglected weeks running: more than urgent words, less than a star. */
const NEGLECT_LIFT = 2.5;
/**
 * Issue 45: the lift of a task of an active goal whose area is below its ideal share or low on
 * satisfaction: a small preference, as much as the area lift at most, less than urgent words.
 */
const GOAL_LIFT = 1.5;

type Task = PrioritizeInput["tasks"][number];

interface Scored {
  task: Task;
  /** 0 overdue, 1 due today, 2 due soon, 3 the rest: groups are never mixed. */
  tier: number;
  score: number;
  reasons: string[];
  index: number;
}

/** The task's group, a lift inside it, and the reason to give, all from its dueDate alone. */
function dueStanding(
  task: Task,
  today: string,
): { tier: number; bonus: number; reason: string | null } {
  if (!task.dueDate || !isCalendarDate(task.dueDate)) return { tier: 3, bonus: 0, reason: null };
  const days = daysBetween(today, task.dueDate);
  const at = task.dueTime ? ` at ${task.dueTime}` : "";
  if (days < 0)
    return {
      tier: 0,
      bonus: Math.min(1, -days / 14),
      reason: `it's overdue since ${shortDate(task.dueDate, today)}`,
    };
  if (days === 0) return { tier: 1, bonus: 0, reason: `it's due today${at}` };
  if (days <= SOON_DAYS)
    return {
      tier: 2,
      bonus: (SOON_DAYS + 1 - days) * 0.5,
      reason: days === 1 ? `it's due tomorrow${at}` : `it's due in ${days} days`,
    };
  if (days <= 7) return { tier: 3, bonus: 1, reason: `it's due in ${days} days` };
  return { tier: 3, bonus: days <= 30 ? 0.3 : 0, reason: null };
}

/** Async only to let other requests run while a long list is scored (./slices.ts). */
export async function prioritizeLocal(input: PrioritizeInput): Promise<PrioritizeResult> {
  const now = input.now ?? new Date();
  const today = input.today ?? wallOf(now).date;
  const label = (c: Category) => input.categoryNames?.[c]?.trim() || CATEGORY_LABELS[c];
  const tasks = input.tasks;
  if (tasks.length === 0)
    return {
      orderedIds: [],
      message: "There are no tasks to prioritize.",
      explanation: "Add a task first.",
    };

  // Share of open tasks per area vs the ideal: areas below their ideal get a lift.
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const t of tasks) if (t.category in counts) counts[t.category] += 1;
  const deficit = (c: Category) =>
    (input.idealPercentages?.[c] ?? 12.5) - (counts[c] / tasks.length) * 100;

  // A goal's task leans up only where its area needs it: below its ideal, or low on satisfaction.
  const goalLifted = (task: Task) =>
    Boolean(task.goal) &&
    (deficit(task.category) > 0 || (input.satisfaction?.[task.category] ?? 10) <= LOW_SCORE);
  const neglected = input.neglected ?? null;
  const scored: Scored[] = await mapInSlices(tasks, (task, index) => {
    const due = dueStanding(task, today);
    let score = due.bonus;
    const reasons: string[] = due.reason ? [due.reason] : [];
    if (task.important) {
      score += 3;
      reasons.push("it's marked important");
    }
    if (URGENT.test(task.description)) {
      score += 2;
      if (!due.reason) reasons.push("it sounds urgent");
    }
    if (goalLifted(task)) {
      score += GOAL_LIFT;
      reasons.push(`it moves your goal "${task.goal}" forward`);
    }
    const d = deficit(task.category);
    const areaBonus = Math.max(-1, Math.min(1, d / 12.5)) * 1.5;
    score += areaBonus;
    if (task.category === neglected?.area) {
      // Weeks of completed tasks outweigh today's open-task shares: a lift just below a star.
      score += NEGLECT_LIFT;
      reasons.push(`${label(task.category)} has been neglected ${neglected.weeks} weeks running`);
    } else if (areaBonus >= 0.5 && !goalLifted(task))
      reasons.push(
        `it gives ${label(task.category)} the attention it's missing compared with your ideal balance`,
      );
    if (task.createdAt) {
      const ageDays = (now.getTime() - Date.parse(task.createdAt)) / DAY_MS;
      if (Number.isFinite(ageDays) && ageDays > 0) score += Math.min(0.5, ageDays / 60); // older tasks shouldn't linger
    }
    return { task, tier: due.tier, score, reasons, index };
  });
  scored.sort((a, b) => a.tier - b.tier || b.score - a.score || a.index - b.index);

  const top = scored.slice(0, 3);
  const lines = top.map((s, i) => {
    const lead = i === 0 ? "Start with" : i === 1 ? "Then" : "After that,";
    const why = s.reasons.length ? ` because ${s.reasons.slice(0, 2).join(" and ")}` : "";
    return `${lead} "${s.task.description}"${why}.`;
  });
  if (neglected) {
    const hasTasks = tasks.some((t) => t.category === neglected.area);
    lines.unshift(
      `${neglectSentence(neglected, label(neglected.area))} ${hasTasks ? "Its tasks move up." : "Add a task for it."}`,
    );
  }
  const n = tasks.length;
  return {
    orderedIds: scored.map((s) => s.task.id),
    message: `Your ${n} task${n === 1 ? " is" : "s are"} now in a suggested order.`,
    explanation: lines.join(" "),
  };
}
