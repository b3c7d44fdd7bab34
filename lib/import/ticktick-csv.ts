// A TickTick backup CSV: a byte-order mark, a preamble of quoted lines (one spans several lines)
// before the 24-column header, then one row per task. The header is found by its content after
// csv-parse has read the whole file (so the preamble's quoted line breaks are its business).
// Rows with a parentId become checklist items of their parent, wherever the parent is.
import "server-only";
import {
  cellOf,
  cleanText,
  finishAll,
  headerIndex,
  isBlankRow,
  joinNotes,
  localOf,
  readCsv,
  readRule,
  splitTags,
  unreadable,
  type ReadContext,
  type ReadResult,
  type ReadTask,
  attachChildren,
  type ChildRow,
} from "./read-common";
import { isTimeZone } from "@/lib/time/zones";
import { slicer } from "@/lib/server/event-loop";
import type { TextPieces } from "./slices";

const isHeader = (cells: string[]) => {
  const names = new Set(cells.map((c) => c.trim().toLowerCase()));
  return names.has("title") && names.has("list name");
};

export function looksLikeTickTick(text: string): boolean {
  const head = text.slice(0, 4096);
  return /"?Folder Name"?\s*,\s*"?List Name"?\s*,\s*"?Title"?/i.test(head);
}

/** TickTick's times: "2026-11-30T10:00:00+0000" (also with a colon in the offset, or a Z). */
function readTime(value: string): Date | null {
  const v = value.trim();
  if (!v) return null;
  const iso = v.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

const CHECKED = /^\s*(?:▪|- \[x\]|\[x\])\s*/i;
const UNCHECKED = /^\s*(?:▫|- \[ \]|\[ \])\s*/;

export async function readTickTick(text: TextPieces, ctx: ReadContext): Promise<ReadResult> {
  const rows = await readCsv(text, "TickTick backup");
  const headerAt = rows.findIndex((r) => isHeader(r.cells));
  if (headerAt < 0)
    throw unreadable("This is not a TickTick backup: no row names the Title and List Name columns");
  const index = headerIndex(rows[headerAt]!.cells);
  const cell = (cells: string[], name: string) => cellOf(cells, index, name);
  const result: ReadResult = { source: "ticktick-csv", tasks: [], skipped: [], warnings: [] };
  const byId = new Map<string, ReadTask>();
  const children: ChildRow[] = [];

  const tick = slicer();
  for (const { line, cells } of rows.slice(headerAt + 1)) {
    await tick();
    if (isBlankRow(cells)) continue;
    const title = cleanText(cell(cells, "Title"));
    const status = cell(cells, "Status").trim();
    const done = status === "1" || status === "2";
    const parentId = cell(cells, "parentId").trim();
    if (!title) {
      result.skipped.push({ line, reason: "A task without a title" });
      continue;
    }
    if (parentId) {
      children.push({ line, parent: parentId, text: title, done });
      continue;
    }
    const kind = cell(cells, "Kind").trim().toUpperCase();
    if (kind === "NOTE") {
      result.skipped.push({ line, reason: "A TickTick note, not a task" });
      continue;
    }
    const zone = cell(cells, "Timezone").trim();
    const taskZone = zone && isTimeZone(zone) ? zone : ctx.timeZone;
    const allDay = cell(cells, "Is All Day").trim().toLowerCase() === "true";
    const due = readTime(cell(cells, "Due Date")) ?? readTime(cell(cells, "Start Date"));
    let dueDate: string | null = null;
    let dueTime: string | null = null;
    if (due) {
      // All day: the calendar day in the task's own zone (stored as its midnight, in UTC).
      if (allDay) dueDate = localOf(due, taskZone).date;
      else ({ date: dueDate, time: dueTime } = localOf(due, ctx.timeZone));
    } else if (cell(cells, "Due Date").trim()) {
      result.warnings.push({
        line,
        message: `Due date "${cell(cells, "Due Date").slice(0, 40)}" could not be read`,
      });
    }
    // A checklist task keeps its items in Content, one a line, ▫ open and ▪ done.
    const content = cleanText(cell(cells, "Content"));
    const items: { text: string; done: boolean }[] = [];
    const noteLines: string[] = [];
    for (const l of content.split("\n")) {
      if (CHECKED.test(l)) items.push({ text: l.replace(CHECKED, ""), done: true });
      else if (UNCHECKED.test(l)) items.push({ text: l.replace(UNCHECKED, ""), done: false });
      else noteLines.push(l);
    }
    const completedAt = done ? readTime(cell(cells, "Completed Time")) : null;
    const created = readTime(cell(cells, "Created Time"));
    const repeat = cell(cells, "Repeat").trim();
    const task: ReadTask = {
      ref: cell(cells, "taskId").trim() || `line-${line}`,
      line,
      description: title,
      notes: joinNotes(noteLines.join("\n")),
      dueDate,
      dueTime,
      recurrence: repeat && dueDate && !done ? readRule(repeat, line, result.warnings) : null,
      estimateMinutes: null,
      completed: done,
      completedAt: completedAt?.toISOString() ?? (done ? (created?.toISOString() ?? null) : null),
      important: cell(cells, "Priority").trim() === "5",
      items,
      origin: [cleanText(cell(cells, "Folder Name")), cleanText(cell(cells, "List Name"))]
        .filter(Boolean)
        .join(" / "),
      hints: splitTags(cell(cells, "Tags")),
      createdAt: created?.toISOString() ?? null,
    };
    if (byId.has(task.ref)) task.ref = `${task.ref}-${line}`;
    byId.set(task.ref, task);
    result.tasks.push(task);
  }
  // Sub-tasks, before or after their parent in the file.
  attachChildren(children, byId, result.warnings);
  if (rows.length > headerAt + 1 && result.tasks.length === 0 && children.length === 0)
    throw unreadable(`No task could be read after the header (line ${rows[headerAt]!.line})`);
  result.tasks = await finishAll(result.tasks, result.warnings);
  return result;
}
