/**
 * Deadline detection for spoken tasks (spec §8 "Voice failure fallback"):
 * "by"/"due" plus a day, "next ..." and months, via chrono-node, plus a rule for
 * "by the 15th" which chrono does not read on its own.
 */
import * as chrono from "chrono-node";

export interface FoundDeadline {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Where the phrase sits in the text, including a leading "by"/"due"/"on" word. */
  start: number;
  end: number;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Words that introduce a deadline; removed together with the date from the task text. */
const LEAD = /(?:\b(?:by|due|due by|due on|before|on|until|till|for|no later than|sometime|at|in)\s+)$/i;

/** Month names that are also ordinary words: only dates when clearly used as one. */
const AMBIGUOUS = /^(may|march|june|august|sat|sun|mon|wed)$/i;

function daysInMonth(y: number, m: number): number {
  return new Date(y, m, 0).getDate();
}

/** "by the 15th" / "on the 3rd" / "due the 21st": next such day of the month. */
function ordinalDay(text: string, now: Date): FoundDeadline | null {
  const m = /\b(?:(?:by|on|before|due|until|till)\s+)(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/i.exec(text);
  if (!m) return null;
  const day = Number(m[1]);
  if (day < 1 || day > 31) return null;
  let y = now.getFullYear();
  let mo = now.getMonth() + 1;
  if (day < now.getDate()) {
    mo += 1;
    if (mo > 12) {
      mo = 1;
      y += 1;
    }
  }
  // Skip months too short for the day ("by the 31st" in April → May 31).
  while (day > daysInMonth(y, mo)) {
    mo += 1;
    if (mo > 12) {
      mo = 1;
      y += 1;
    }
  }
  return { date: iso(y, mo, day), start: m.index, end: m.index + m[0].length };
}

export function findDeadline(text: string, now: Date = new Date()): FoundDeadline | null {
  const ordinal = ordinalDay(text, now);
  if (ordinal) return ordinal;
  const results = chrono.parse(text, now, { forwardDate: true });
  for (const r of results) {
    const before = text.slice(0, r.index);
    const lead = LEAD.exec(before);
    if (AMBIGUOUS.test(r.text.trim()) && !lead) continue;
    const start = lead ? r.index - lead[0].length : r.index;
    return {
      date: iso(r.start.get("year") ?? now.getFullYear(), r.start.get("month") ?? 1, r.start.get("day") ?? 1),
      start,
      end: r.index + r.text.length,
    };
  }
  return null;
}
