// Import from other apps (issue 43): the shapes the API answers with and the browser shows.
// Browser-safe (no server-only): components/import reads these types and limits.
import type { Category } from "@/lib/categories";
import type { RestoreCounts } from "./restore-bundle";

export type ImportSource =
  "todoist-csv" | "todoist-zip" | "ticktick-csv" | "google-tasks" | "ics" | "balance-json";

/** The largest file POST /api/import takes (413 above it, before the rest is read). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** A ZIP (Todoist backup) holds at most this many files and this much once unpacked. */
export const ZIP_MAX_FILES = 200;
export const ZIP_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** How long a preview can still be adjusted and committed. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Where a task's area came from: the source's list or project ("origin"), one of its tags or
 * categories ("tag"), the AI categorizer ("ai"), the file itself (a Balance backup: "file"), or
 * the person, in the preview ("user").
 */
type CategorySource = "origin" | "tag" | "ai" | "file" | "user";

type PreviewItem = { text: string; done: boolean };

export type PreviewTask = {
  ref: string;
  description: string;
  notes: string | null;
  category: Category;
  categorySource: CategorySource;
  /** "YYYY-MM-DD" in the user's time zone. */
  dueDate: string | null;
  /** "HH:MM" in the user's time zone. */
  dueTime: string | null;
  /** The RRULE value the tasks API takes. */
  recurrence: string | null;
  estimateMinutes: number | null;
  completed: boolean;
  completedAt: string | null;
  important: boolean;
  items: PreviewItem[];
  /** The source's list or project ("Work / Project Alpha"); "" when the file names none. */
  origin: string;
  /** false: left out of the import (PATCH tasks[].include). */
  include: boolean;
};

type PreviewCounts = {
  tasks: number;
  open: number;
  completed: number;
  recurring: number;
  checklistItems: number;
  journals: number;
  visionBoards: number;
  skipped: number;
  warnings: number;
  /** A Balance backup's restore: what else it brings back. */
  restore?: RestoreCounts;
};

/**
 * Rows left out and warnings a preview lists (the counts hold all): a calendar export of 100,000
 * events left out made a 4.8 MB answer, which no one reads past the first lines.
 */
export const PREVIEW_LINES_MAX = 200;

export type ImportLine = { line: number; reason: string };
export type ImportWarning = { line: number; message: string };

/** One origin (list, project) of the file: how many tasks and which area they go to. */
export type PreviewArea = { origin: string; tasks: number; category: Category; mixed: boolean };

export type ImportPreview = {
  id: string;
  source: ImportSource;
  counts: PreviewCounts;
  tasks: PreviewTask[];
  /** The first PREVIEW_LINES_MAX rows left out, in file order; `counts.skipped` counts them all. */
  skipped: ImportLine[];
  /** The first PREVIEW_LINES_MAX warnings; `counts.warnings` counts them all. */
  warnings: ImportWarning[];
  /** Areas by origin, for the "move a whole list" choice. */
  areas: PreviewArea[];
  /** The open-task cap: room left and whether this import would pass it (then commit is refused). */
  openTaskRoom: number;
  overOpenTaskCap: boolean;
  /** The account's cap on all its tasks (docs/decisions/task-caps.md): room left, the cap, and whether this import would pass it. */
  taskRoom: number;
  maxTasks: number;
  overTaskCap: boolean;
  expiresAt: string;
};

/** GET /api/import: a committed import that can still be undone. */
export type RecentImport = {
  id: string;
  source: ImportSource;
  committedAt: string;
  created: {
    tasks: number;
    journals: number;
    visionBoards: number;
    goals: number;
    checkins: number;
    habits: number;
  };
};

export type ImportCommitResult = {
  created: {
    tasks: number;
    checklistItems: number;
    journals: number;
    visionBoards: number;
    goals?: number;
    checkins?: number;
    habits?: number;
  };
};
