// AI task extraction from a journal entry (premium; spec §4 "Journal extraction", §6).
import "server-only";
import { ai } from "@/lib/ai";
import { DEFAULT_CATEGORY, isCategory, type Category } from "@/lib/categories";
import type { TaskDto } from "@/lib/tasks/schemas";
import { TASK_DESCRIPTION_MAX } from "@/lib/tasks/shapes";
import { createTasks } from "@/lib/tasks/data";
import { isCalendarDate } from "@/lib/time/days";
import { isClockTime, wallClock } from "@/lib/time/clock";
import { userTimeZone } from "@/lib/settings/data";
import { getJournal } from "./data";
import { MAX_TASKS_PER_SAVE, NO_TASKS_FOUND, type ExtractResponse } from "./shapes";

const plural = (n: number) => `${n} task${n === 1 ? "" : "s"}`;

export type Draft = { description: string; category: Category; dueDate?: string; dueTime?: string };

/** Engine output made safe to show and save: trimmed, within the task limit, no repeats; a due date only when it is a real day. */
export function cleanDrafts(
  drafts: { description: string; category: string; dueDate?: string; dueTime?: string }[],
): Draft[] {
  const seen = new Set<string>();
  const out: Draft[] = [];
  for (const d of drafts) {
    let description = d.description.replace(/\s+/g, " ").trim();
    if (description.length > TASK_DESCRIPTION_MAX)
      description = `${description.slice(0, TASK_DESCRIPTION_MAX - 3).trimEnd()}...`;
    const key = description.toLowerCase();
    if (!description || seen.has(key)) continue;
    seen.add(key);
    const due =
      d.dueDate && isCalendarDate(d.dueDate)
        ? {
            dueDate: d.dueDate,
            ...(d.dueTime && isClockTime(d.dueTime) ? { dueTime: d.dueTime } : {}),
          }
        : {};
    out.push({
      description,
      category: isCategory(d.category) ? d.category : DEFAULT_CATEGORY,
      ...due,
    });
  }
  return out.slice(0, MAX_TASKS_PER_SAVE);
}

/**
 * Premium only: the route (`premium` option) answers free users with 403 PREMIUM_REQUIRED whose
 * body also carries isPremiumRequired and an empty list (spec §6). A dry run only returns the drafts (the review dialog saves the edited list);
 * otherwise the drafts are created at once, remembering the AI's area for each.
 */
export async function extractJournalTasks(
  userId: string,
  journalId: number,
  { dryRun }: { dryRun: boolean },
): Promise<ExtractResponse<Draft | TaskDto>> {
  const [entry, timeZone] = await Promise.all([
    getJournal(userId, journalId),
    userTimeZone(userId),
  ]);
  const category = isCategory(entry.category) ? entry.category : DEFAULT_CATEGORY;
  // The user's wall clock, so "on Friday" in the entry becomes that Friday's due date.
  const drafts = cleanDrafts(
    await ai.extractTasks({
      title: entry.title,
      content: entry.content,
      category,
      now: wallClock(timeZone),
    }),
  );
  if (drafts.length === 0) return { message: NO_TASKS_FOUND, isPremiumRequired: false, tasks: [] };
  if (dryRun)
    return {
      message: `Found ${plural(drafts.length)} in your journal entry`,
      isPremiumRequired: false,
      tasks: drafts,
    };
  const created = await createTasks(
    userId,
    drafts.map((d) => ({ ...d, aiCategory: d.category })),
  );
  return {
    message: `Created ${plural(created.length)} from your journal entry`,
    isPremiumRequired: false,
    tasks: created,
  };
}
