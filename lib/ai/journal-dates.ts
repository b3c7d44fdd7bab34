/**
 * Date words in a journal become due dates through the quick-add parser (issue 31), the same in
 * both engines: "Send Mia the photos on Friday" → "Send Mia the photos", due Friday. A repeat
 * ("stretch every morning") is left as words (extraction drafts carry no rule), and so is a date
 * that has already passed (a journal's "this month" read as its first day).
 */
import { parseQuickAdd, type WallClock } from "@/lib/quick-add/quick-add";

export type DatedText = { description: string; dueDate?: string; dueTime?: string };

export function readDueDate(text: string, now: WallClock | undefined): DatedText {
  if (!now) return { description: text };
  const q = parseQuickAdd(text, now);
  if (!q.dueDate || q.recurrence || q.dueDate < now.date) return { description: text };
  return {
    description: q.description,
    dueDate: q.dueDate,
    ...(q.dueTime ? { dueTime: q.dueTime } : {}),
  };
}

/**
 * The date of words that lead actions ("Tomorrow:", "On Thursday I have to"). Quick add keeps a
 * line that is nothing but a date as the task's words, so the lead is read after a stand-in task.
 */
export function readLeadDate(lead: string, now: WallClock | undefined): DatedText | null {
  const dated = readDueDate(`Task ${lead}`, now);
  return dated.dueDate ? dated : null;
}
