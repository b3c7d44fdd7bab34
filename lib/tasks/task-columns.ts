// A task's columns, declared once (issue 42, item 1): which column of `tasks` each wire field is,
// how it is written on the wire, whether the list sends it, whether a new task takes it from its
// input, and whether the next occurrence of a recurring task copies it. Everything else is derived
// from this map:
//   - the TaskDto type (lib/tasks/schemas.ts) and toTaskDto (below),
//   - the list's JSON, built by PostgreSQL (dtoColumnsSql, lib/tasks/list-json.ts),
//   - the inserts' columns (newTaskColumns below, the prepared insert in lib/tasks/insert-task.ts),
//   - what a completed occurrence copies to the next one (occurrenceCopy below).
// The map's order is the order of the JSON's keys. Browser-safe: only types of the database.
// tests/api/task-columns.test.ts adds a column to a copy of the map and sees it in all four.
import type { Task, tasks } from "@/db/schema";

/** A row of `tasks` as drizzle's insert takes it. */
export type TaskInsert = typeof tasks.$inferInsert;

export type ColumnSpec = {
  /** The column of `tasks` (drizzle's name for it). */
  column: keyof Task;
  /**
   * plain: the value itself; instant: a timestamp as an ISO-8601 UTC string with milliseconds;
   * day: a date ("YYYY-MM-DD", already a string in JavaScript; the list's SQL writes it so).
   */
  as: "plain" | "instant" | "day";
  /** false: a column the server keeps to itself (not on the wire at all). */
  wire?: false;
  /** Sent by GET /api/tasks too (false: only by the task's own answers, POST, PATCH, GET one). */
  inList: boolean;
  /** What a new task's input (NewTask) gives: required, or the value when it is left out; absent: none. */
  insert?: { required: true } | { absent: null | false };
  /** Copied to the next occurrence when a recurring task is ticked. */
  copy: boolean;
  /** Optional in the TaskDto type (a task built in the browser need not name it). */
  optional?: true;
};

export const TASK_COLUMNS = {
  id: { column: "id", as: "plain", inList: true, copy: false },
  description: {
    column: "description",
    as: "plain",
    inList: true,
    insert: { required: true },
    copy: true,
  },
  category: {
    column: "category",
    as: "plain",
    inList: true,
    insert: { required: true },
    copy: true,
  },
  completed: {
    column: "completed",
    as: "plain",
    inList: true,
    insert: { absent: false },
    copy: false,
  },
  important: {
    column: "important",
    as: "plain",
    inList: true,
    insert: { absent: false },
    copy: true,
  },
  order: { column: "order", as: "plain", inList: true, copy: true },
  createdAt: { column: "createdAt", as: "instant", inList: true, copy: false },
  completedAt: { column: "completedAt", as: "instant", inList: true, copy: false },
  /** "YYYY-MM-DD" in the user's time zone, or null (the next occurrence's is reckoned by its rule). */
  dueDate: { column: "dueDate", as: "day", inList: true, insert: { absent: null }, copy: false },
  /** "HH:MM" (24 h), only with a dueDate (the next occurrence takes the series' time). */
  dueTime: { column: "dueTime", as: "plain", inList: true, insert: { absent: null }, copy: false },
  /** RRULE value without the prefix (e.g. "FREQ=WEEKLY;BYDAY=MO,TH"), only with a dueDate. */
  recurrence: {
    column: "recurrence",
    as: "plain",
    inList: true,
    insert: { absent: null },
    copy: true,
  },
  /** Minutes the task takes (1-1440), or null: the user's defaultEstimateMinutes counts. */
  estimateMinutes: {
    column: "estimateMinutes",
    as: "plain",
    inList: true,
    insert: { absent: null },
    copy: true,
  },
  /**
   * Issue 43: plain-text notes, or null. Sent by GET /api/tasks/{id}, POST and PATCH; the list
   * (GET /api/tasks) leaves them out, so it stays small.
   */
  notes: {
    column: "notes",
    as: "plain",
    inList: false,
    insert: { absent: null },
    copy: true,
    optional: true,
  },
  /** The goal the task belongs to (issue 45), or null. */
  goalId: { column: "goalId", as: "plain", inList: true, insert: { absent: null }, copy: true },
  /**
   * Issue 47: the account's welcome task, which counts in no figure (docs/decisions/welcome-task.md).
   * The server always sends it; optional so a task built in the browser need not name it.
   */
  welcome: { column: "welcome", as: "plain", inList: true, copy: false, optional: true },
  /** The AI's suggestion, when the category came from it: a later change of area is a correction. */
  aiCategory: {
    column: "aiCategory",
    as: "plain",
    wire: false,
    inList: false,
    insert: { required: true },
    copy: true,
  },
} as const satisfies Record<string, ColumnSpec>;

export type TaskColumns = Record<string, ColumnSpec>;

type Value<S extends ColumnSpec> = S["as"] extends "instant"
  ? null extends Task[S["column"]]
    ? string | null
    : string
  : Task[S["column"]];
type WireKeys<M> = { [K in keyof M]: M[K] extends { wire: false } ? never : K }[keyof M];
type Flat<T> = { [K in keyof T]: T[K] };

/** A task as the API sends it, for a map of columns. */
export type TaskDtoOf<M extends TaskColumns> = Flat<
  { [K in WireKeys<M> as M[K] extends { optional: true } ? never : K]: Value<M[K]> } & {
    [K in WireKeys<M> as M[K] extends { optional: true } ? K : never]?: Value<M[K]>;
  }
>;

/** A new task as the inserts take it, for a map of columns: required fields, and optional ones. */
export type NewTaskOf<M extends TaskColumns> = Flat<
  {
    [K in keyof M as M[K] extends { insert: { required: true } } ? K : never]: Task[M[K]["column"]];
  } & {
    [
      K in keyof M as M[K] extends { insert: { absent: unknown } } ? K : never
    ]?: Task[M[K]["column"]];
  }
>;

const entries = (map: TaskColumns) => Object.entries(map);

/** The wire fields of a map, in order: [wire name, spec]. */
export const wireFields = (map: TaskColumns): [string, ColumnSpec][] =>
  entries(map).filter(([, s]) => s.wire !== false);

/** The fields a new task takes from its input, in order: [input name, spec]. */
export const insertFields = (map: TaskColumns): [string, ColumnSpec][] =>
  entries(map).filter(([, s]) => s.insert !== undefined);

/** The DTO maker of a map: each wire field from its column, timestamps as ISO strings. */
export function dtoMaker<M extends TaskColumns>(map: M): (row: Task) => TaskDtoOf<M> {
  const fields = wireFields(map);
  return (row) => {
    const out: Record<string, unknown> = {};
    for (const [name, spec] of fields) {
      const value = row[spec.column];
      out[name] = spec.as === "instant" ? ((value as Date | null)?.toISOString() ?? null) : value;
    }
    return out as TaskDtoOf<M>;
  };
}

/** A task row as the API sends it. */
export const toTaskDto = dtoMaker(TASK_COLUMNS);

/**
 * A new task's columns as both inserts write them, by input name (the prepared insert's placeholder
 * names): what the input leaves out takes the map's value, and a time and a repeat need a date.
 */
export function newTaskValues<M extends TaskColumns>(
  row: NewTaskOf<M>,
  map: M,
): Record<string, unknown> {
  const input = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [name, spec] of insertFields(map))
    out[name] = input[name] ?? ("absent" in spec.insert! ? spec.insert.absent : null);
  if (!out.dueDate) for (const name of ["dueTime", "recurrence"]) if (name in out) out[name] = null;
  return out;
}

/** The same, keyed by column: what drizzle's insert().values() takes. */
export function newTaskColumns<M extends TaskColumns>(row: NewTaskOf<M>, map: M) {
  const values = newTaskValues(row, map);
  return Object.fromEntries(
    insertFields(map).map(([name, spec]) => [spec.column, values[name]]),
  ) as Omit<TaskInsert, "userId">;
}

/** What the next occurrence of a recurring task copies from the completed one, by column. */
export function occurrenceCopy(row: Task, map: TaskColumns = TASK_COLUMNS): Partial<Task> {
  const out: Record<string, unknown> = {};
  for (const [, spec] of entries(map)) if (spec.copy) out[spec.column] = row[spec.column];
  return out as Partial<Task>;
}
