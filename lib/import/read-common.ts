// What every reader of lib/import shares: the rows a reader produces (before areas are chosen),
// the limits a row is held to, CSV reading with line numbers, and the unreadable-file error.
import "server-only";
import { parseCsvInSlices, type CsvRow, type TextPieces } from "./slices";
import { slicer } from "@/lib/server/event-loop";
import { ApiError } from "@/lib/errors/api-error";
import type { Category } from "@/lib/categories";
import { isCalendarDate } from "@/lib/time/days";
import { isClockTime, wallClock } from "@/lib/time/clock";
import { normalizeRecurrence } from "@/lib/tasks/recurrence";
import {
  TASK_DESCRIPTION_MAX,
  TASK_NOTES_MAX,
  MAX_TASK_ITEMS,
  TASK_ITEM_TEXT_MAX,
} from "@/lib/tasks/shapes";
import { ESTIMATE_MAX, ESTIMATE_MIN } from "@/lib/time/rules";
import type { ImportLine, ImportSource, ImportWarning, PreviewTask } from "./shapes";
import type { RestoreBundle } from "./restore-bundle";

/** A task as a reader found it: the preview's row before an area is chosen. */
export type ReadTask = Omit<PreviewTask, "category" | "categorySource" | "include"> & {
  /** The line (or entry number) it came from, for warnings. */
  line: number;
  /** Names that help choose the area: labels, tags, categories. */
  hints: string[];
  /** A Balance backup names the area itself. */
  category?: Category;
  /** A Balance backup keeps when the task was made. */
  createdAt?: string | null;
  /** A Balance backup's goal id of the task (mapped to the restored goal at commit). */
  goalRef?: number | null;
};

export type ReadResult = {
  source: ImportSource;
  tasks: ReadTask[];
  skipped: ImportLine[];
  warnings: ImportWarning[];
  /** What else a Balance backup restores (journals, boards, settings); counted in the preview. */
  journals?: number;
  visionBoards?: number;
  /** A Balance backup's rows other than tasks, written by the commit (./restore.ts). */
  restore?: RestoreBundle;
};

/** Who reads: the user's zone (dates land on their calendar) and now (phrases like "every monday"). */
export type ReadContext = { timeZone: string; now: Date };

/** A sub-task row, kept until every task is read: a child may come before its parent. */
export type ChildRow = { line: number; parent: string; text: string; done: boolean };

/**
 * Makes each sub-task a checklist item of its parent (found by the parent's ref, before or after
 * it in the file); one whose parent is not in the file is left out, with a warning naming its line.
 */
export function attachChildren(
  children: readonly ChildRow[],
  byRef: ReadonlyMap<string, ReadTask>,
  warnings: ImportWarning[],
): void {
  for (const c of children) {
    const parent = byRef.get(c.parent);
    if (parent) parent.items.push({ text: c.text, done: c.done });
    else
      warnings.push({
        line: c.line,
        message: `Sub-task "${c.text.slice(0, 60)}" has no parent in the file; left out`,
      });
  }
}

/** 400 IMPORT_UNREADABLE: the message says which line or part of the file failed. */
export const unreadable = (message: string) => new ApiError("IMPORT_UNREADABLE", message);

/** Text from a file: no control characters but tab and line breaks, CRLF read as LF, trimmed. */
export function cleanText(value: unknown): string {
  if (typeof value !== "string") return "";
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "")
    .trim();
}

/** The day and time an instant is on the user's clock. */
export function localOf(at: Date, timeZone: string): { date: string; time: string } {
  return wallClock(timeZone, at);
}

/** Notes joined from parts, blank parts left out; null when nothing is left. */
export function joinNotes(...parts: (string | null | undefined)[]): string | null {
  const text = parts
    .map((p) => cleanText(p ?? ""))
    .filter(Boolean)
    .join("\n\n");
  return text || null;
}

/**
 * An RRULE from a file, as the tasks API stores it: parts Balance does not keep (WKST, UNTIL,
 * COUNT, BYSETPOS…) are dropped with a warning; a rule that is still not readable is left out.
 */
export function readRule(raw: string, line: number, warnings: ImportWarning[]): string | null {
  const value = raw.trim().replace(/^RRULE:/i, "");
  if (!value) return null;
  const whole = normalizeRecurrence(value);
  if (whole.ok) return whole.rule;
  const kept = value
    .split(";")
    .filter((p) => /^(FREQ|INTERVAL|BYDAY|BYMONTHDAY)=/i.test(p.trim()))
    .join(";");
  const fewer = kept ? normalizeRecurrence(kept) : null;
  if (fewer?.ok) {
    const dropped = value
      .split(";")
      .map((p) => p.trim())
      .filter((p) => p && !/^(FREQ|INTERVAL|BYDAY|BYMONTHDAY|WKST)=/i.test(p));
    if (dropped.length)
      warnings.push({ line, message: `Repeat "${value.slice(0, 80)}" kept as ${fewer.rule}` });
    return fewer.rule;
  }
  warnings.push({
    line,
    message: `Repeat "${value.slice(0, 80)}" could not be read; imported without it`,
  });
  return null;
}

/**
 * A task held to Balance's limits: a title over 500 characters is cut (the whole of it goes to
 * the notes), notes over 10,000 are cut, a checklist keeps its first 50 items, an estimate outside
 * 1-1440 minutes and a time or rule without a date are left out. Each cut is a warning.
 */
function finishTask(t: ReadTask, warnings: ImportWarning[]): ReadTask {
  let description = t.description.replace(/\s+/g, " ").trim();
  let notes = t.notes;
  if (description.length > TASK_DESCRIPTION_MAX) {
    notes = joinNotes(description, notes);
    description = `${description.slice(0, TASK_DESCRIPTION_MAX - 1)}…`;
  }
  if (notes && notes.length > TASK_NOTES_MAX) {
    warnings.push({
      line: t.line,
      message: `Notes cut to ${TASK_NOTES_MAX.toLocaleString("en-US")} characters`,
    });
    notes = notes.slice(0, TASK_NOTES_MAX);
  }
  let items = t.items
    .map((i) => ({
      text: i.text.replace(/\s+/g, " ").trim().slice(0, TASK_ITEM_TEXT_MAX),
      done: i.done,
    }))
    .filter((i) => i.text);
  if (items.length > MAX_TASK_ITEMS) {
    warnings.push({
      line: t.line,
      message: `Only the first ${MAX_TASK_ITEMS} of ${items.length} checklist items are kept`,
    });
    items = items.slice(0, MAX_TASK_ITEMS);
  }
  const dueDate = t.dueDate && isCalendarDate(t.dueDate) ? t.dueDate : null;
  const estimate =
    t.estimateMinutes !== null &&
    Number.isInteger(t.estimateMinutes) &&
    t.estimateMinutes >= ESTIMATE_MIN &&
    t.estimateMinutes <= ESTIMATE_MAX
      ? t.estimateMinutes
      : null;
  return {
    ...t,
    description,
    notes,
    items,
    dueDate,
    dueTime: dueDate && t.dueTime && isClockTime(t.dueTime) ? t.dueTime : null,
    recurrence: dueDate ? t.recurrence : null,
    estimateMinutes: estimate,
    completedAt: t.completed ? t.completedAt : null,
  };
}

export type { CsvRow } from "./slices";

/**
 * A CSV file's rows with the line each starts on (csv-parse, fed in slices: ./slices.ts; the
 * byte-order mark, CRLF and quoted cells over several lines are its business). A quoting error is
 * IMPORT_UNREADABLE naming its line.
 */
export async function readCsv(text: TextPieces, what: string): Promise<CsvRow[]> {
  try {
    return await parseCsvInSlices(text);
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw unreadable(
      `This ${what} could not be read${line ? ` at line ${line}` : ""}: ${(err as Error).message.replace(/^Invalid [^:]*: /, "").slice(0, 160)}`,
    );
  }
}

/** finishTask over a whole file, a slice at a time. */
export async function finishAll(list: ReadTask[], warnings: ImportWarning[]): Promise<ReadTask[]> {
  const tick = slicer();
  const out: ReadTask[] = [];
  for (const t of list) {
    out.push(finishTask(t, warnings));
    await tick();
  }
  return out;
}

/** Index of each header name (upper-cased, trimmed) in a header row. */
export function headerIndex(header: string[]): Map<string, number> {
  const map = new Map<string, number>();
  header.forEach((h, i) => {
    const name = h
      .replace(/^\uFEFF/, "")
      .trim()
      .toUpperCase();
    if (!map.has(name)) map.set(name, i);
  });
  return map;
}

/** The cell of a named column ("" when the column or the cell is missing). */
export const cellOf = (cells: string[], index: Map<string, number>, name: string): string => {
  const i = index.get(name.toUpperCase());
  return i === undefined ? "" : (cells[i] ?? "");
};

/** Splits "a, b,#c" tag lists into clean names. */
export function splitTags(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((t) => t.replace(/^[#@]/, "").trim())
    .filter(Boolean);
}

export const isBlankRow = (cells: string[]) => cells.every((c) => c.trim() === "");

/**
 * The instant a wall-clock reading in a zone names (for DST gaps, the reading just after). Found
 * by correcting a UTC guess with the zone's offset twice, through Intl; no table of our own.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    const seen = wallClock(timeZone, new Date(guess));
    const [sy, sm, sd] = seen.date.split("-").map(Number) as [number, number, number];
    const [sh, smin] = seen.time.split(":").map(Number) as [number, number];
    guess += wanted - Date.UTC(sy, sm - 1, sd, sh, smin);
  }
  return new Date(guess);
}

/** "YYYY-MM-DD" of a date-only value written as midnight UTC (Google, all-day rows). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
