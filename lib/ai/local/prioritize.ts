/**
 * Deterministic task ordering: importance, deadlines/urgency words, and how far each
 * life area sits below the user's ideal share among the open tasks.
 */
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/categories";
import { findDeadline } from "./deadline";
import type { PrioritizeInput, PrioritizeResult } from "../types";
import { mapInSlices } from "./slices";

const URGENT = /\b(urgent(?:ly)?|asap|a\.s\.a\.p|critical|immediately|overdue|deadline|important|priority|today|tonight|right away)\b/i;
const DAY_MS = 86_400_000;

interface Scored {
  task: PrioritizeInput["tasks"][number];
  score: number;
  reasons: string[];
  index: number;
}

function daysUntil(iso: string, now: Date): number {
  const [y, m, d] = iso.split("-").map(Number);
  const due = new Date(y, m - 1, d).getTime();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return Math.round((due - today) / DAY_MS);
}

/** Async only to let other requests run while a long list is scored (./slices.ts). */
export async function prioritizeLocal(input: PrioritizeInput): Promise<PrioritizeResult> {
  const now = input.now ?? new Date();
  const label = (c: Category) => input.categoryNames?.[c]?.trim() || CATEGORY_LABELS[c];
  const tasks = input.tasks;
  if (tasks.length === 0) return { orderedIds: [], message: "There are no tasks to prioritize.", explanation: "Add a task first." };

  // Share of open tasks per area vs the ideal: areas below their ideal get a lift.
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const t of tasks) if (t.category in counts) counts[t.category] += 1;
  const deficit = (c: Category) => (input.idealPercentages?.[c] ?? 12.5) - (counts[c] / tasks.length) * 100;

  const scored: Scored[] = await mapInSlices(tasks, (task, index) => {
    let score = 0;
    const reasons: string[] = [];
    if (task.important) {
      score += 3;
      reasons.push("it's marked important");
    }
    const dl = findDeadline(task.description, now);
    if (dl) {
      const days = daysUntil(dl.date, now);
      const bonus = days <= 1 ? 3 : days <= 3 ? 2 : days <= 7 ? 1.2 : days <= 30 ? 0.5 : 0;
      score += bonus;
      if (bonus > 0) reasons.push(days <= 0 ? "it's due today" : days === 1 ? "it's due tomorrow" : `it's due in ${days} days`);
    }
    if (URGENT.test(task.description)) {
      score += 2;
      if (!dl) reasons.push("it sounds urgent");
    }
    const d = deficit(task.category);
    const areaBonus = Math.max(-1, Math.min(1, d / 12.5)) * 1.5;
    score += areaBonus;
    if (areaBonus >= 0.5) reasons.push(`it gives ${label(task.category)} the attention it's missing compared with your ideal balance`);
    if (task.createdAt) {
      const ageDays = (now.getTime() - Date.parse(task.createdAt)) / DAY_MS;
      if (Number.isFinite(ageDays) && ageDays > 0) score += Math.min(0.5, ageDays / 60); // older tasks shouldn't linger
    }
    return { task, score, reasons, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);

  const top = scored.slice(0, 3);
  const lines = top.map((s, i) => {
    const lead = i === 0 ? "Start with" : i === 1 ? "Then" : "After that,";
    const why = s.reasons.length ? ` because ${s.reasons.slice(0, 2).join(" and ")}` : "";
    return `${lead} "${s.task.description}"${why}.`;
  });
  const n = tasks.length;
  return {
    orderedIds: scored.map((s) => s.task.id),
    message: `Your ${n} task${n === 1 ? " is" : "s are"} now in a suggested order.`,
    explanation: lines.join(" "),
  };
}
