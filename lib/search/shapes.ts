// What GET /api/search answers, shared by lib/search/data.ts and the command palette.
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
/**
 * A calendar event series found by its title or location (issue 44), at its next occurrence (else
 * its latest one) in the user's zone: the palette shows the day, time and calendar, and opens the day.
 */
export type EventHit = {
  seriesId: number;
  title: string;
  location: string;
  category: Category;
  calendarName: string;
  color: string;
  /** "YYYY-MM-DD" in the user's zone. */
  date: string;
  /** "HH:MM" in the user's zone; null when all-day. */
  start: string | null;
  allDay: boolean;
  snippet: string;
};
export type SearchResults = {
  tasks: TaskHit[];
  journals: JournalHit[];
  boards: BoardHit[];
  events: EventHit[];
};
