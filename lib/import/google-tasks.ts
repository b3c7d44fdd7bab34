// Google Takeout's Tasks.json: lists of tasks. `due` is a calendar day written as midnight UTC, so
// it is read as that UTC day (never moved into a zone); `parent` makes a checklist item; deleted
// and hidden tasks are skipped. Lines are the task's place in the file ("line" N = the Nth task).
import "server-only";
import {
  cleanText,
  finishAll,
  joinNotes,
  unreadable,
  utcDay,
  type ReadResult,
  type ReadTask,
  attachChildren,
  type ChildRow,
} from "./read-common";
import { slicer } from "@/lib/server/event-loop";

type GoogleTask = {
  id?: unknown;
  title?: unknown;
  notes?: unknown;
  status?: unknown;
  due?: unknown;
  completed?: unknown;
  parent?: unknown;
  deleted?: unknown;
  hidden?: unknown;
  links?: unknown;
  created?: unknown;
  updated?: unknown;
};
type GoogleList = { title?: unknown; items?: unknown };

export function looksLikeGoogleTasks(json: unknown): boolean {
  return (
    typeof json === "object" &&
    json !== null &&
    ((json as { kind?: unknown }).kind === "tasks#taskLists" ||
      (Array.isArray((json as { items?: unknown }).items) &&
        ((json as { items: unknown[] }).items[0] as { kind?: unknown } | undefined)?.kind ===
          "tasks#taskList"))
  );
}

const dateOf = (value: unknown): Date | null => {
  if (typeof value !== "string") return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

export async function readGoogleTasks(json: unknown): Promise<ReadResult> {
  const lists = (json as { items?: unknown }).items;
  if (!Array.isArray(lists)) throw unreadable("Tasks.json has no task lists (no items array)");
  const result: ReadResult = { source: "google-tasks", tasks: [], skipped: [], warnings: [] };
  const byId = new Map<string, ReadTask>();
  const children: ChildRow[] = [];
  let n = 0;
  const tick = slicer();
  for (const [li, list] of (lists as GoogleList[]).entries()) {
    if (typeof list !== "object" || list === null)
      throw unreadable(`Task list ${li + 1} is not an object`);
    const origin = cleanText(list.title);
    const items = list.items ?? [];
    if (!Array.isArray(items))
      throw unreadable(`Task list ${li + 1} ("${origin.slice(0, 40)}"): items is not a list`);
    for (const raw of items as GoogleTask[]) {
      await tick();
      n += 1;
      const line = n;
      if (typeof raw !== "object" || raw === null) {
        result.skipped.push({ line, reason: "Not a task" });
        continue;
      }
      if (raw.deleted === true) {
        result.skipped.push({ line, reason: "Deleted in Google Tasks" });
        continue;
      }
      if (raw.hidden === true) {
        result.skipped.push({ line, reason: "Hidden in Google Tasks" });
        continue;
      }
      const title = cleanText(raw.title);
      if (!title) {
        result.skipped.push({ line, reason: "A task without a title" });
        continue;
      }
      const done = raw.status === "completed";
      if (typeof raw.parent === "string" && raw.parent) {
        children.push({ line, parent: raw.parent, text: title, done });
        continue;
      }
      const due = dateOf(raw.due);
      const completed = dateOf(raw.completed);
      const links = Array.isArray(raw.links)
        ? raw.links
            .map((l: { description?: unknown; link?: unknown }) =>
              [cleanText(l?.description), cleanText(l?.link)].filter(Boolean).join(": "),
            )
            .filter(Boolean)
            .join("\n")
        : "";
      const task: ReadTask = {
        ref: typeof raw.id === "string" && raw.id ? raw.id : `task-${line}`,
        line,
        description: title,
        notes: joinNotes(cleanText(raw.notes), links),
        dueDate: due ? utcDay(due) : null,
        dueTime: null,
        recurrence: null,
        estimateMinutes: null,
        completed: done,
        completedAt: done ? ((completed ?? dateOf(raw.updated))?.toISOString() ?? null) : null,
        important: false,
        items: [],
        origin,
        hints: [],
        createdAt: dateOf(raw.created)?.toISOString() ?? null,
      };
      if (byId.has(task.ref)) task.ref = `${task.ref}-${line}`;
      byId.set(task.ref, task);
      result.tasks.push(task);
    }
  }
  // Sub-tasks, before or after their parent in the file.
  attachChildren(children, byId, result.warnings);
  result.tasks = await finishAll(result.tasks, result.warnings);
  return result;
}
