// What GET /api/search answers, shared by lib/search/search.ts and the command palette.
import type { Category } from "@/lib/categories";

export type TaskHit = {
  id: number;
  description: string;
  category: Category;
  completed: boolean;
  important: boolean;
  dueDate: string | null;
  /** HTML: the matched words in <mark>, everything else escaped. From the task or the checklist item that matched. */
  snippet: string;
};
export type JournalHit = {
  id: number;
  title: string;
  category: Category;
  createdAt: string;
  snippet: string;
};
export type BoardHit = { id: number; title: string; snippet: string };
export type SearchResults = { tasks: TaskHit[]; journals: JournalHit[]; boards: BoardHit[] };
