/**
 * Durations in a quick-add line (issue 27): "Run 5k 45m" → "Run 5k", 45 minutes.
 *
 * Runs in the browser (the New Task field, per keystroke) and on the server (POST /api/tasks/parse,
 * for both AI engines), so it imports only ./quick-add (itself isomorphic). It is a separate step
 * from the date reading on purpose: the duration is cut out first and the rest of the line goes to
 * the date parser unchanged, so "for 2 hours" is never read as a time and the date code stays as is.
 *
 * Read: "45m", "15 min", "1h", "1h30", "1 h 30 m", "1.5 hours", "2 hours", "an hour", "half an
 * hour", "90 minutes", "~20m", each optionally led by "for", "~" or "about". Not read: a number tied
 * to the next word by a hyphen ("the 4-Hour Workweek"), days ("a 3 day trip": not a task's length),
 * "for the week" (no number), and "in 2 hours" / "within 30 min" / "after 1h" (those are due
 * times, left to the date parser).
 */
import { parseQuickAdd, type QuickAdd, type WallClock } from "./quick-add";
import { ESTIMATE_MAX, ESTIMATE_MIN } from "@/lib/time/rules";

export interface DurationMatch {
  minutes: number;
  start: number;
  end: number;
}

const HOURS = String.raw`(?:h|hrs?|hours?)`;
const MINUTES = String.raw`(?:m|mins?|minutes?)`;
const NUMBER = String.raw`\d{1,4}(?:[.,]\d{1,2})?`;
// A number and a unit, with nothing but spaces between (never a hyphen: "4-Hour Workweek").
const AMOUNT = String.raw`(?:(${NUMBER})\s*(${HOURS}|${MINUTES})(?:\s*(?:and\s+)?(\d{1,2})\s*(?:${MINUTES})?)?|(an?|one)\s+(hour|minute)|(half\s+an?\s+hour|an?\s+hour\s+and\s+a\s+half))`;
const DURATION = new RegExp(
  String.raw`(?<![\w.,-])(~\s*|\b(?:for|about|around|approx\.?|approximately|takes?)\s+(?:about\s+|around\s+|~\s*)?)?${AMOUNT}(?![\w-]|[.,]\d)`,
  "gi",
);
/** Due-time words: "in 2 hours" is when, not how long. */
const DUE_LEAD = /\b(?:in|within|after|before)\s+(?:about\s+|around\s+)?$/i;

function minutesOf(m: RegExpExecArray): number | null {
  const [, , amount, unit, extra, one, oneUnit, half] = m;
  if (half) return /half\s+an?\s+hour/i.test(half) ? 30 : 90;
  if (one) return /^h/i.test(oneUnit!) ? 60 : 1;
  const value = Number(amount!.replace(",", "."));
  const isHours = /^h/i.test(unit!);
  // "45m30" means nothing; a trailing number only follows hours ("1h30").
  if (extra && !isHours) return null;
  const total = isHours ? value * 60 + (extra ? Number(extra) : 0) : value;
  if (extra && Number(extra) >= 60) return null;
  const rounded = Math.round(total);
  return rounded >= ESTIMATE_MIN && rounded <= ESTIMATE_MAX ? rounded : null;
}

/** The first duration phrase in the text (with its "for"/"~" lead), or null. */
export function findDuration(text: string): DurationMatch | null {
  DURATION.lastIndex = 0;
  for (let m = DURATION.exec(text); m; m = DURATION.exec(text)) {
    if (!m[1] && DUE_LEAD.test(text.slice(0, m.index))) continue;
    // "2 m of rope" is a length: a lone spaced "m"/"h" followed by "of" is not a duration.
    if (
      m[3] &&
      m[3].length === 1 &&
      /\s$/.test(m[0].slice(0, m[0].length - 1)) &&
      /^\s+of\b/i.test(text.slice(m.index + m[0].length))
    )
      continue;
    const minutes = minutesOf(m);
    if (minutes !== null) return { minutes, start: m.index, end: m.index + m[0].length };
  }
  return null;
}

/** The text with the phrase cut out: spaces collapsed, a separator or empty brackets it leaves behind dropped. */
function without(text: string, { start, end }: DurationMatch): string {
  const joined = `${text.slice(0, start)} ${text.slice(end)}`;
  return joined
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/\s+/g, " ")
    .replace(/[\s,;:\-–—]+$/, "")
    .replace(/^[\s,;:\-–—]+/, "")
    .trim();
}

/** The line without its duration phrase, and the minutes it named (null when none, or nothing else is left). */
export function extractDuration(text: string): {
  text: string;
  estimateMinutes: number | null;
  matched: string | null;
} {
  const found = findDuration(text);
  if (!found) return { text, estimateMinutes: null, matched: null };
  const rest = without(text, found);
  if (!rest) return { text, estimateMinutes: null, matched: null };
  return {
    text: rest,
    estimateMinutes: found.minutes,
    matched: text.slice(found.start, found.end).trim(),
  };
}

export { parseQuickAdd };

export type TimedQuickAdd = QuickAdd & {
  estimateMinutes: number | null;
  /** The duration phrase as typed ("for 2 hours"), or null. */
  estimateMatched: string | null;
  /** The line with only the duration cut (the dates left in): the task when the user removes the date chip. */
  withoutDuration: string;
};

/** The quick-add parser with durations: the duration is read first, then the dates of the rest. */
export function parseQuickAddTimed(text: string, now: WallClock): TimedQuickAdd {
  const d = extractDuration(text.trim());
  const parsed = parseQuickAdd(d.text, now);
  if (d.estimateMinutes === null)
    return { ...parsed, estimateMinutes: null, estimateMatched: null, withoutDuration: d.text };
  const original = text.trim();
  const matched = [...parsed.matched, d.matched!].sort(
    (a, b) => original.indexOf(a) - original.indexOf(b),
  );
  return {
    ...parsed,
    matched,
    estimateMinutes: d.estimateMinutes,
    estimateMatched: d.matched,
    withoutDuration: d.text,
  };
}

/** Stands in for a kept duration phrase while the dates are read: no date parser reads it. */
const KEPT = "\uE000";

/**
 * The quick add of a line whose duration chip the user removed: the phrase stays in the words as
 * typed, and is not read as a date either ("Yoga 1h" would otherwise become "Yoga", due in an hour).
 */
export function parseQuickAddKeeping(text: string, now: WallClock, phrase: string): TimedQuickAdd {
  const original = text.trim();
  const at = original.indexOf(phrase);
  const masked =
    at < 0 ? original : original.slice(0, at) + KEPT + original.slice(at + phrase.length);
  const parsed = parseQuickAdd(masked, now);
  const restore = (t: string) => t.split(KEPT).join(phrase);
  return {
    ...parsed,
    description: restore(parsed.description),
    matched: parsed.matched.map(restore),
    estimateMinutes: null,
    estimateMatched: null,
    withoutDuration: original,
  };
}
