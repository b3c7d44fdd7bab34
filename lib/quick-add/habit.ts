/**
 * How often, in a quick-add line typed in Habit mode (issue 46): "Read every day" → "Read", every
 * day; "Run 3 times a week" → "Run", 3 a week. Read only when the user chose "Habit" in quick add:
 * a task line is never guessed to be a habit.
 *
 * Read (case-insensitive, anywhere in the line, the first one found): "every day", "each day",
 * "daily", "every single day", "once a day" and "7 times a week" (every day); "once a week",
 * "twice a week", "thrice a week", "N times a week" for N from 1 to 7 (digits or words, "x" for
 * "times", "per week" or "weekly" for "a week"), "N days a week", "every week", "weekly".
 *
 * Not read (left in the title, so the user sees nothing was taken): anything that is not a count
 * of 1 to 7 per day or week, which is all a habit's target can be: "twice a day" (a day has one
 * check), "8 times a week", "every other day", "every weekday", "on Mondays", "every month".
 *
 * Pure and browser-safe: the Habit mode of the New Task field reads it on every keystroke.
 */
import type { HabitTarget } from "@/lib/habits/streaks";

export type HabitReading = {
  /** The line without the phrase read (and the commas or dashes that joined it), trimmed. */
  title: string;
  /** What the phrase says; null when the line names no frequency a habit can have. */
  target: HabitTarget | null;
  /** The words read, as typed (for the field's tint); null when nothing was read. */
  matched: string | null;
};

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  once: 1,
  twice: 2,
  thrice: 3,
};

/** A count just before a bare "daily" or "weekly" ("twice daily", "8 times weekly"): not theirs to read. */
const MORE_THAN_ONCE =
  /(?<![\w-])(?:twice|thrice|(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s*(?:times?|x|×))\s*$/i;
const WEEK = String.raw`(?:(?:a|an|per|each|every)\s+week|weekly|\/\s*week|\/\s*wk)`;
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven)`;
/** Each phrase and the target it reads (null: not a habit's target); the earliest in the line wins. */
const PHRASES: { re: RegExp; target: (m: RegExpExecArray) => HabitTarget | null }[] = [
  {
    // "every day", "each day", "every single day", "daily", "once a day", "once daily", "every day of the week"
    re: /(?<![\w-])(?:(?:every|each)(?:\s+single)?\s+day(?:\s+of\s+the\s+week)?|everyday|(?:once\s+)?daily|once\s+(?:a|per|each)\s+day)(?![\w-])/i,
    // "twice daily", "3 times every day": more than a day's one check, so not read at all.
    target: (m) =>
      MORE_THAN_ONCE.test(m.input.slice(0, m.index)) ? null : { times: 1, per: "day" },
  },
  {
    // "once a week", "twice weekly", "thrice a week"
    re: new RegExp(String.raw`(?<![\w-])(once|twice|thrice)\s+${WEEK}(?![\w-])`, "i"),
    target: (m) => weekly(WORDS[m[1]!.toLowerCase()]!),
  },
  {
    // "3 times a week", "three times per week", "3x a week", "3x/week", "5 days a week", "3 times weekly"
    re: new RegExp(String.raw`(?<![\w-])${COUNT}\s*(?:times?|x|×|days?)\s*${WEEK}(?![\w-])`, "i"),
    target: (m) => weekly(countOf(m[1]!)),
  },
  {
    // "every week", "weekly"
    re: /(?<![\w-])(?:every\s+week|weekly)(?![\w-])/i,
    target: (m) => (MORE_THAN_ONCE.test(m.input.slice(0, m.index)) ? null : weekly(1)),
  },
];

function countOf(raw: string): number {
  const n = Number(raw);
  return Number.isInteger(n) ? n : (WORDS[raw.toLowerCase()] ?? 0);
}

/** 1-6 a week; 7 a week is every day; anything else is not a habit's target. */
function weekly(times: number): HabitTarget | null {
  if (times === 7) return { times: 1, per: "day" };
  return times >= 1 && times <= 6 ? { times, per: "week" } : null;
}

/** Takes `start`..`end` out of the line with the joining punctuation around it, and tidies spaces. */
function cut(text: string, start: number, end: number): string {
  const before = text.slice(0, start).replace(/[\s,;:–—-]+$/u, "");
  const after = text.slice(end).replace(/^[\s,;:–—-]+/u, "");
  return [before, after].filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
}

export function readHabitLine(text: string): HabitReading {
  let best: { m: RegExpExecArray; target: HabitTarget } | null = null;
  for (const phrase of PHRASES) {
    const m = phrase.re.exec(text);
    if (!m) continue;
    const target = phrase.target(m);
    if (target && (!best || m.index < best.m.index)) best = { m, target };
  }
  if (!best) return { title: text.replace(/\s+/g, " ").trim(), target: null, matched: null };
  const { m, target } = best;
  return { title: cut(text, m.index, m.index + m[0].length), target, matched: m[0] };
}
