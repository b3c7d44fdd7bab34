// The words the import screens share: counts, the sources' names, what an import created, what a
// Balance backup restores. Browser-safe and small.
import type { ImportPreview } from "@/lib/import/shapes";
import { shortDate, weekdayName } from "@/lib/time/day-labels";

/** A count as the import screens write it: "20,000". */
export const count = (n: number) => n.toLocaleString("en-US");

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${count(n)} ${n === 1 ? one : many}`;

export const SOURCE_NAMES: Record<ImportPreview["source"], string> = {
  "todoist-csv": "a Todoist project",
  "todoist-zip": "a Todoist backup",
  "ticktick-csv": "a TickTick backup",
  "google-tasks": "Google Tasks",
  ics: "a calendar file",
  "balance-json": "a Balance backup",
};

type Created = {
  tasks: number;
  checklistItems?: number;
  journals: number;
  visionBoards: number;
  goals?: number;
  checkins?: number;
  habits?: number;
};

/** "5 tasks and 3 checklist items"; a restore adds what else it created. */
export function importedSummary(created: Created): string {
  const restored = [
    created.journals > 0 && plural(created.journals, "journal entry", "journal entries"),
    created.visionBoards > 0 && plural(created.visionBoards, "vision board"),
    created.goals && plural(created.goals, "goal"),
    created.checkins && plural(created.checkins, "check-in"),
    created.habits && plural(created.habits, "habit"),
  ].filter((p): p is string => Boolean(p));
  const head = [
    plural(created.tasks, "task"),
    ...(created.checklistItems !== undefined
      ? [plural(created.checklistItems, "checklist item")]
      : []),
  ];
  return restored.length ? [...head, ...restored].join(", ") : head.join(" and ");
}

/** What a Balance backup restores besides its tasks, in one sentence. */
export function restoreSentence(counts: ImportPreview["counts"]): string {
  const r = counts.restore!;
  const parts = [
    counts.journals > 0 && plural(counts.journals, "journal entry", "journal entries"),
    counts.visionBoards > 0 &&
      `${plural(counts.visionBoards, "vision board")} with ${plural(r.pictures, "picture")}`,
    r.goals > 0 && plural(r.goals, "goal"),
    r.checkins > 0 && plural(r.checkins, "check-in"),
    r.habits > 0 && plural(r.habits, "habit"),
    r.weeklyReviews > 0 && plural(r.weeklyReviews, "weekly review"),
    r.settings && "your settings",
  ].filter((p): p is string => Boolean(p));
  if (parts.length === 0) return "Nothing else in this backup to restore.";
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `It also restores ${list}. Undo takes all of it away again, and puts your settings back.`;
}

/** A task's date in words, as the rows say it: "Thu, 3 Dec 18:00" (the year when not this one). */
export const dueWords = (dueDate: string, dueTime: string | null, today: string) =>
  `${weekdayName(dueDate)}, ${shortDate(dueDate, today)}${dueTime ? ` ${dueTime}` : ""}`;
