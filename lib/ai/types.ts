/**
 * The AI engine contract shared by the local (offline) and OpenAI engines: the result types, and
 * the zod schemas of the results that are validated as a whole before they reach a route.
 */
import { z } from "zod";
import { type Category } from "@/lib/categories";

export type CategorizeResult = {
  category: Category;
  /** 0–1. */
  confidence: number;
  explanation: string;
};

export type PrioritizeResult = { orderedIds: number[]; message: string; explanation: string };

export const balanceAnalysisSchema = z.object({
  analysis: z.string().min(1),
  quote: z.string().min(1),
  action: z.string().min(1),
});
export type BalanceAnalysis = z.infer<typeof balanceAnalysisSchema>;

export type ExtractedTask = {
  description: string;
  category: Category;
  /** From date words in the journal, read by the quick-add parser (issue 31); absent when none. */
  dueDate?: string;
  dueTime?: string;
};

export type VoiceTask = {
  taskDescription: string;
  hasDeadline: boolean;
  /** "YYYY-MM-DD" or null. */
  deadline: string | null;
  isPriority: boolean;
  /** "HH:MM" when the speech states a time ("at 5pm"); absent or null otherwise. */
  dueTime?: string | null;
  /** Normalised RRULE value when the speech says "every Sunday" etc.; `deadline` is then its first occurrence. */
  recurrence?: string | null;
};

/** Quick add ("Call mom tomorrow at 5pm"): the task words and the schedule they name. */
export const quickAddResultSchema = z.object({
  description: z.string().min(1),
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  dueTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable(),
  recurrence: z.string().nullable(),
  isPriority: z.boolean(),
});
export type QuickAddResult = z.infer<typeof quickAddResultSchema>;

/** The user's wall clock: their calendar day and time of day ("YYYY-MM-DD", "HH:MM"). */
interface WallClockNow {
  date: string;
  time: string;
  /** The user's hours for parts of the day ("tomorrow morning"), when known (lib/quick-add/deadline.ts). */
  hours?: Partial<Record<"morning" | "afternoon" | "evening" | "night", string>>;
}

export type VoiceJournal = { title: string; content: string };

export type ImageMimeType = "image/png" | "image/jpeg" | "image/webp";
export interface GeneratedImage {
  bytes: Uint8Array;
  mimeType: ImageMimeType;
}

interface CategorizeContext {
  /** The user's own tasks that they moved to another area (corrections). */
  userExamples?: { description: string; category: Category }[];
}

/** A life area neglected several full weeks running (lib/insights/neglect.ts): the AI names it and lifts its tasks. */
export interface NeglectHint {
  area: Category;
  weeks: number;
  /** The area's share of each week's completed tasks, in percent, oldest first. */
  shares: number[];
  /** Its ideal share, in percent. */
  ideal: number;
}

export interface PrioritizeInput {
  tasks: {
    id: number;
    description: string;
    category: Category;
    important: boolean;
    createdAt?: string;
    /** "YYYY-MM-DD" on the user's calendar: the only source of a task's deadline (never its words). */
    dueDate?: string | null;
    dueTime?: string | null;
    /** The title of the task's goal (issue 45), when the goal is active. */
    goal?: string | null;
  }[];
  idealPercentages: Record<Category, number>;
  /** The latest satisfaction check-in's scores (issue 45), when the user has one. */
  satisfaction?: Record<Category, number> | null;
  now?: Date;
  /** The user's date ("YYYY-MM-DD") that due dates are compared with; defaults to `now`'s local date. */
  today?: string;
  categoryNames?: Partial<Record<Category, string>>;
  neglected?: NeglectHint | null;
}

export interface BalanceInput {
  todo: Record<Category, number>;
  completed: Record<Category, number>;
  idealPercentages: Record<Category, number>;
  categoryNames?: Partial<Record<Category, string>>;
  /** Varies the quote/wording for "New Insight"; same seed + counts → same answer. */
  seed?: number;
  /** Of `completed`, how many are habit checks (issue 46 item 4): the text says them apart from tasks. */
  habitChecks?: number;
  neglected?: NeglectHint | null;
  /** Minutes per area (issue 27), present when the user measures balance by time: the text then speaks in time. */
  todoMinutes?: Record<Category, number>;
  completedMinutes?: Record<Category, number>;
  /** The latest satisfaction check-in's scores (issue 45): areas low on both are named first. */
  satisfaction?: Record<Category, number> | null;
  /**
   * The part of todoMinutes / completedMinutes that is busy time from the user's calendars (issue
   * 44 item 5): the next 7 days' and the last 7 days'. Read on the server, never sent by the browser.
   */
  todoCalendarMinutes?: Record<Category, number>;
  completedCalendarMinutes?: Record<Category, number>;
}

interface JournalEntryInput {
  title: string;
  content: string;
  category: Category;
  /** The user's wall clock, to read date words ("on Friday") as due dates; without it, none are read. */
  now?: WallClockNow;
}

export interface AiEngine {
  readonly name: "local" | "openai";
  categorize(description: string, ctx?: CategorizeContext): Promise<CategorizeResult>;
  prioritize(input: PrioritizeInput): Promise<PrioritizeResult>;
  analyzeBalance(input: BalanceInput): Promise<BalanceAnalysis>;
  extractTasks(entry: JournalEntryInput): Promise<ExtractedTask[]>;
  parseTaskVoice(transcript: string, now?: Date): Promise<VoiceTask>;
  /** Plain-language quick add, read against the user's wall clock. */
  parseQuickAdd(text: string, now: WallClockNow): Promise<QuickAddResult>;
  parseJournalVoice(transcript: string): Promise<VoiceJournal>;
  generateImage(prompt: string, opts?: { variation?: number }): Promise<GeneratedImage>;
}
