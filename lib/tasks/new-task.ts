// A task to insert, as createTasks and the prepared insert (./insert-task.ts) take it: apart from
// both so neither imports the other.
import type { Category } from "@/lib/categories";

export type NewTask = {
  description: string;
  category: Category;
  /** The AI's suggestion, when the category came from it: a later change of area is a correction. */
  aiCategory: Category | null;
  completed?: boolean;
  important?: boolean;
  dueDate?: string | null;
  dueTime?: string | null;
  recurrence?: string | null;
  estimateMinutes?: number | null;
  notes?: string | null;
  goalId?: number | null;
};
