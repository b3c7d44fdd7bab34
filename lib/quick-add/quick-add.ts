/**
 * Quick add: "Call mom tomorrow at 5pm" → "Call mom", due tomorrow at 17:00.
 *
 * Pure and isomorphic (this folder, lib/quick-add/, holds only code that runs on both sides): the offline engine answers POST /api/tasks/parse with it, and the New Task
 * field lazy-loads it in the browser to recognise dates while the user types. So it imports only
 * chrono-node, the task date helpers and small local helpers (no wink-nlp, zod or node: modules).
 *
 * Recognised, in this order, each phrase cut out of the text:
 * 1. urgency markers set off at either end (", urgent", "- asap", "(important)", "!!", "URGENT:");
 *    an urgency word anywhere makes the task a priority, but only set-off markers are removed;
 * 2. recurrence phrases ("every day", "every Mon, Wed and Fri", "every 2 weeks", "every other
 *    week", "every month on the 1st", "every 15th", "every last day of the month", "every first
 *    Monday of the month", "on weekdays", "monthly on the 15th") as RFC 5545 rules;
 * 3. one date and/or time via chrono ("tomorrow at 5pm", "by Friday", "in 3 days", "on Dec 12",
 *    "at noon", "tonight", "next Monday") plus "by the 15th" (./deadline.ts);
 * 4. a bare "daily"/"weekly"/"monthly"/"yearly" at the END of the task words ("Take vitamins
 *    daily"), never one that starts or sits inside the description ("Weekly report review").
 * Urgency markers live in ./urgency.ts, recurrence phrases in ./recurrence.ts, dates in ./deadline.ts.
 * chrono results are read by their date and time components, with a reference Date built from the
 * user's wall clock, so the machine's own time zone never matters.
 */
import { isCalendarDate } from "@/lib/time/days";
import { findRecurrence, findTrailingRecurrence, ruleStart } from "./recurrence";
import { LEADING_MARKER, TRAILING_MARKER, URGENCY } from "./urgency";
import {
  acceptable,
  articleBefore,
  clockOf,
  dayOf,
  dayForTime,
  ordinalDay,
  parseDates,
  possessiveDay,
  referenceDate,
  type WallClock,
} from "./deadline";

export type { WallClock } from "./deadline";

export interface QuickAdd {
  /** The task words; the text exactly as typed (trimmed) when nothing was recognised. */
  description: string;
  /** "YYYY-MM-DD" on the user's calendar, or null. */
  dueDate: string | null;
  /** "HH:MM" (24 h), only with a dueDate. */
  dueTime: string | null;
  /** Normalised RRULE value ("FREQ=WEEKLY;BYDAY=MO,TH"), only with a dueDate (its first occurrence). */
  recurrence: string | null;
  isPriority: boolean;
  /** The phrases recognised and removed, as typed, in text order (for the UI to highlight). */
  matched: string[];
}

// ---------------------------------------------------------------------------------------------
// The parser

/** Words that lead into a date and go with it ("by Friday", "on Dec 12", "starting Monday"). */
const CUT_LEAD =
  /(?:\b(?:due\s+(?:by|on)|due|by|on|before|until|till|no\s+later\s+than|for|at|starting(?:\s+on)?|beginning(?:\s+on)?|from)\s+)$/i;
const MONTH_NAME = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
/** Relative days take no "on"/"at" with them: "Turn the heating on tomorrow" keeps its "on". */
const RELATIVE = /^(?:today|tonight|tomorrow|tmrw|yesterday|next|last|this|in|within|after)\b/i;
/** Joining words and punctuation left dangling right before a cut phrase ("Call mom, urgent", "Pay rent due every month"). */
const DANGLING = /(?:\b(?:at|by|due|starting|from|and|&)\s+|[,;:\-–—]\s*)+$/i;

interface Span {
  start: number;
  end: number;
}

export function parseQuickAdd(text: string, now: WallClock): QuickAdd {
  const original = text.trim();
  const isPriority = URGENCY.test(original);
  const spans: Span[] = [];
  /** Date words read but left in the task ("Monday's team meeting"). */
  const kept: Span[] = [];
  let rest = original;
  const cut = (start: number, end: number) => {
    if (end <= start) return;
    spans.push({ start, end });
    rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
  };
  const stripMarkers = () => {
    for (let guard = 0; guard < 4; guard++) {
      const t = TRAILING_MARKER.exec(rest);
      const l = t ? null : LEADING_MARKER.exec(rest);
      const m = t ?? l;
      if (!m || m[0].trim() === rest.trim()) return;
      cut(m.index, m.index + m[0].length);
    }
  };

  stripMarkers();
  const found = findRecurrence(rest);
  if (found) cut(found.start, found.end);
  stripMarkers();

  // One date and/or one time.
  let date: string | null = null;
  let time: string | null = null;
  const ref = referenceDate(now);
  const ordinal = ordinalDay(rest, ref);
  if (ordinal) {
    date = ordinal.date;
    cut(ordinal.start, ordinal.end);
  }
  for (const r of parseDates(rest, ref)) {
    const owning = possessiveDay(rest, r);
    if (!owning && !acceptable(rest, r)) continue;
    const day = dayOf(r, now);
    const clock = clockOf(r, now);
    if ((day && date) || (clock && time) || (!day && !clock)) continue;
    if (day) date = day;
    if (clock) time = clock;
    if (owning) {
      // "Notes from Monday's team meeting": the meeting's day, and its name stays as written.
      kept.push({ start: r.index, end: r.index + r.text.length });
      if (date && time) break;
      continue;
    }
    const before = rest.slice(0, r.index);
    const article = articleBefore(before, r.text);
    const leadText = before.slice(0, before.length - article);
    let lead =
      CUT_LEAD.exec(leadText) ?? (MONTH_NAME.test(r.text) ? /\bin\s+$/i.exec(leadText) : null);
    if (lead && RELATIVE.test(r.text) && /^(?:on|at)\b/i.test(lead[0])) lead = null;
    if (
      lead &&
      /^by\b/i.test(lead[0]) &&
      /\b(?:drop|stop|come|swing|pop|pass|go)\s+by\s+$/i.test(before)
    )
      lead = null;
    const words = r.text.replace(/[\s,;:]+$/, "");
    cut(lead ? lead.index : r.index, r.index + words.length);
    if (date && time) break;
  }
  stripMarkers();

  const trailing = found ? null : findTrailingRecurrence(rest);
  if (trailing) cut(trailing.start, trailing.end);
  stripMarkers();

  const rule = (found ?? trailing)?.rule ?? null;
  let dueDate: string | null = null;
  if (rule) dueDate = ruleStart(rule, date, time, now);
  else if (date) dueDate = date;
  else if (time) dueDate = dayForTime(time, now);
  if (dueDate && !isCalendarDate(dueDate)) dueDate = null;

  // Nothing read, or nothing left once the phrases are cut ("tomorrow"): the words as typed, undated.
  const asTyped = {
    description: original,
    dueDate: null,
    dueTime: null,
    recurrence: null,
    isPriority,
    matched: [],
  };
  if (spans.length === 0 && kept.length === 0) return asTyped;

  // Joining words left in front of a cut phrase go too (not recorded as matched).
  for (const s of [...spans]) {
    const dangling = DANGLING.exec(rest.slice(0, s.start));
    if (dangling && dangling.index > 0)
      rest =
        rest.slice(0, dangling.index) + " ".repeat(s.start - dangling.index) + rest.slice(s.start);
  }
  const description = tidyDescription(rest, spans);
  if (!description) return asTyped;
  return {
    description,
    dueDate,
    dueTime: dueDate ? time : null,
    recurrence: dueDate ? rule : null,
    isPriority,
    matched: [...spans, ...kept]
      .sort((a, b) => a.start - b.start)
      .map((s) => original.slice(s.start, s.end).replace(/^[\s,;:\-–—]+|[\s,;:\-–—]+$/g, ""))
      .filter(Boolean),
  };
}

/** What is left once the phrases are cut: spaces collapsed, punctuation dropped where a cut left it at an end. */
function tidyDescription(rest: string, spans: Span[]): string {
  const firstWord = rest.search(/\S/);
  const lastWord = rest.search(/\S\s*$/);
  if (firstWord < 0) return "";
  const cutAtStart = spans.some((s) => s.start <= firstWord);
  const cutAtEnd = spans.some((s) => s.end > lastWord);
  let t = rest
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .trim();
  if (cutAtEnd) t = t.replace(/[\s,;:\-–—]+$/, "");
  if (cutAtStart) t = t.replace(/^[\s,;:\-–—]+/, "");
  t = t
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return cutAtStart && t ? t[0]!.toUpperCase() + t.slice(1) : t;
}
