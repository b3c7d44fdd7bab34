// A Todoist project CSV ("Export as template"). Columns are found by their header name, never by
// position: files with 10, 12, 14 and 15 columns exist. Rows: `meta` (view settings, skipped),
// `section` (the origin of the tasks below it), `task` (INDENT 1 a task, 2 and deeper a checklist
// item of the task above), `note` (a comment on the task above: added to its notes) and blank
// separator rows. @labels leave the title and help choose the area.
import "server-only";
import {
  cellOf,
  cleanText,
  finishAll,
  headerIndex,
  isBlankRow,
  joinNotes,
  readCsv,
  unreadable,
  type ReadContext,
  type ReadResult,
  type ReadTask,
} from "./read-common";
import { readTodoistDate } from "./todoist-date";
import { slicer } from "@/lib/server/event-loop";
import type { TextPieces } from "./slices";

/** The columns every Todoist template has; the rest come and go. */
const REQUIRED = ["TYPE", "CONTENT"];

/** Looks like a Todoist template: its first row names TYPE and CONTENT (and usually PRIORITY, INDENT). */
export function looksLikeTodoistCsv(text: string): boolean {
  const first = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  return /(^|,)"?TYPE"?,/i.test(first) && /(^|,)"?CONTENT"?(,|$)/i.test(first);
}

/** A project name from a file name: "Project Alpha [2203306141].csv" → "Project Alpha". */
export function projectName(fileName: string): string {
  return fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.csv$/i, "")
    .replace(/\s*\[[^\]]*\]\s*$/, "")
    .trim();
}

const LABEL = /(^|\s)@([\p{L}\p{N}_\-.]+)/gu;

/** Title without its @labels, and the labels. */
function splitLabels(content: string): { title: string; labels: string[] } {
  const labels: string[] = [];
  const title = content.replace(LABEL, (_m, space: string, name: string) => {
    labels.push(name);
    return space;
  });
  return { title: title.replace(/\s+/g, " ").trim(), labels };
}

/**
 * Reads one template CSV. `project` is the project's name (from the file name), the origin of its
 * tasks; a section adds " / section". `firstRef` numbers refs across the files of a backup.
 */
export async function readTodoistCsv(
  text: TextPieces,
  ctx: ReadContext,
  opts: { project?: string; refPrefix?: string; fileLabel?: string } = {},
): Promise<ReadResult> {
  const where = opts.fileLabel ? `${opts.fileLabel}: ` : "";
  const rows = await readCsv(text, opts.fileLabel ? `file (${opts.fileLabel})` : "Todoist file");
  const headerRow = rows.find((r) => !isBlankRow(r.cells));
  if (!headerRow) throw unreadable(`${where}The file is empty`);
  const index = headerIndex(headerRow.cells);
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length)
    throw unreadable(
      `${where}Line ${headerRow.line}: this is not a Todoist template (no ${missing.join(" or ")} column)`,
    );
  const result: ReadResult = { source: "todoist-csv", tasks: [], skipped: [], warnings: [] };
  const project = opts.project ?? "";
  let section = "";
  let lastTask: ReadTask | null = null;
  // Where a `note` row goes: the notes of the task above (for a sub-task, its task's notes).
  let addNote: ((text: string) => void) | null = null;
  const cell = (cells: string[], name: string) => cellOf(cells, index, name);

  const tick = slicer();
  for (const { line, cells } of rows) {
    await tick();
    if (line <= headerRow.line || isBlankRow(cells)) continue;
    const type = cell(cells, "TYPE").trim().toLowerCase();
    const content = cleanText(cell(cells, "CONTENT"));
    if (type === "meta") continue;
    if (type === "section") {
      section = content;
      lastTask = null;
      addNote = null;
      continue;
    }
    if (type === "note") {
      if (addNote && content) addNote(content);
      else if (content) result.skipped.push({ line, reason: "A comment with no task above it" });
      continue;
    }
    if (type !== "task") {
      result.skipped.push({ line, reason: `Unknown row type "${type.slice(0, 30)}"` });
      continue;
    }
    const { title, labels } = splitLabels(content);
    if (!title) {
      result.skipped.push({ line, reason: "A task without a title" });
      continue;
    }
    const indent = Number.parseInt(cell(cells, "INDENT"), 10) || 1;
    if (indent >= 2) {
      if (lastTask) {
        lastTask.items.push({ text: title, done: false });
        // A comment on a sub-task goes to its task's notes, naming the item it is about.
        const owner = lastTask;
        addNote = (note) => (owner.notes = joinNotes(owner.notes, `${title}: ${note}`));
        continue;
      }
      result.warnings.push({
        line,
        message: "A sub-task with no task above it: imported as a task",
      });
    }
    const task: ReadTask = {
      ref: `${opts.refPrefix ?? ""}${line}`,
      line,
      description: title,
      notes: cleanText(cell(cells, "DESCRIPTION")) || null,
      dueDate: null,
      dueTime: null,
      recurrence: null,
      estimateMinutes: null,
      completed: false,
      completedAt: null,
      important: cell(cells, "PRIORITY").trim() === "1",
      items: [],
      origin: [project, section].filter(Boolean).join(" / "),
      hints: labels,
    };
    const zone = cell(cells, "TIMEZONE").trim();
    const date = cleanText(cell(cells, "DATE"));
    const deadline = cleanText(cell(cells, "DEADLINE"));
    const readOne = (phrase: string, langColumn: string, what: string) => {
      const read = readTodoistDate(phrase, cell(cells, langColumn), zone, ctx.timeZone, ctx.now);
      if (!read)
        result.warnings.push({
          line,
          message: `${where}${what} "${phrase.slice(0, 80)}" could not be read; the task is imported without a date`,
        });
      return read;
    };
    if (date) {
      const read = readOne(date, "DATE_LANG", "Date");
      if (read) Object.assign(task, read);
      if (deadline) task.notes = joinNotes(task.notes, `Deadline: ${deadline}`);
    } else if (deadline) {
      const read = readOne(deadline, "DEADLINE_LANG", "Deadline");
      if (read) Object.assign(task, { ...read, recurrence: null });
    }
    const duration = Number.parseInt(cell(cells, "DURATION"), 10);
    const unit = cell(cells, "DURATION_UNIT").trim().toLowerCase();
    if (Number.isFinite(duration) && duration > 0 && (unit === "" || unit.startsWith("minute")))
      task.estimateMinutes = duration;
    result.tasks.push(task);
    lastTask = task;
    addNote = (note) => (task.notes = joinNotes(task.notes, note));
  }
  result.tasks = await finishAll(result.tasks, result.warnings);
  return result;
}
