/**
 * Deadline detection for spoken tasks (spec §8 "Voice failure fallback"):
 * "by"/"due" plus a day, "next ..." and months, via chrono-node, plus a rule for
 * "by the 15th" which chrono does not read on its own. The helpers that read a chrono result
 * (which results count, their day and clock time) are shared with quick add (./quick-add.ts), so
 * keep this file free of server code: it also runs in the browser.
 */
import * as chrono from "chrono-node";

export interface FoundDeadline {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** "HH:MM" when the phrase states a time ("tomorrow at 5pm"), else null. */
  time: string | null;
  /** False when the phrase gave only a time ("at 5pm"): the date is then today, or tomorrow once that time has passed. */
  dayNamed: boolean;
  /** Where the phrase sits in the text, including a leading "by"/"due"/"on" word. */
  start: number;
  end: number;
}

export { DEFAULT_DAY_HOURS, type DayHours } from "@/lib/time/day-hours";
import { DEFAULT_DAY_HOURS, type DayHours } from "@/lib/time/day-hours";

/** A wall clock: the user's calendar day and time of day (and, when known, their own part-of-day hours). */
export interface WallClock {
  date: string;
  time: string;
  hours?: Partial<DayHours>;
}

const hourOf = (part: keyof DayHours, now?: WallClock) =>
  now?.hours?.[part] ?? DEFAULT_DAY_HOURS[part];

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Words that introduce a deadline; removed together with the date from the task text. */
const LEAD =
  /(?:\b(?:by|due|due by|due on|before|on|until|till|for|no later than|sometime|at|in)\s+)$/i;

/** Month names that are also ordinary words: only dates when clearly used as one. */
const AMBIGUOUS = /^(may|march|june|august|sat|sun|mon|wed)$/i;

function daysInMonth(y: number, m: number): number {
  return new Date(y, m, 0).getDate();
}

/** "by the 15th" / "on the 3rd" / "due the 21st": next such day of the month. */
export function ordinalDay(text: string, now: Date): FoundDeadline | null {
  const m =
    /\b(?:(?:by|on|before|due|until|till)\s+)(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/i.exec(
      text,
    );
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
  return {
    date: iso(y, mo, day),
    time: null,
    dayNamed: true,
    start: m.index,
    end: m.index + m[0].length,
  };
}

/** The wall clock of a Date's own (machine-local) fields. */
export const wallOf = (d: Date): WallClock => ({
  date: iso(d.getFullYear(), d.getMonth() + 1, d.getDate()),
  time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
});

/** chrono's reference for a wall clock: a Date whose local fields are that day and time (the machine's zone never matters). */
export function referenceDate(now: WallClock): Date {
  const [y, m, d] = now.date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = now.time.split(":").map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm);
}

/** Parts of the day that are not a deadline on their own ("Plan a date night", "in the evening"). */
const PART_OF_DAY = /^(?:night|morning|evening|afternoon|now|right now)$/i;
const NOON = /^(?:noon|midday|midnight)$/i;
/** A length of time ("ten minutes", "2 hours", "3 days"): a date only when led by "in"/"within"/"after". */
const DURATION =
  /\b(?:an?|few|couple(?:\s+of)?|several|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|half\s+an?)\s+(?:sec(?:ond)?s?|min(?:ute)?s?|h(?:ou)?rs?|days?|weeks?|months?|years?)\b/i;
const DURATION_LEAD = /\b(?:in|within|after)\s+$/i;

/**
 * A period word standing alone is an ordinary word, not a date: "Buy groceries for the week",
 * "Plan the month", "Weekend trip ideas", "Snacks for the weekend". "The weekend" is a date only
 * as "on/at/over/by the weekend" (chrono reads "this weekend"/"next week" whole, so those pass).
 */
const BARE_PERIOD = /^(?:the\s+)?(?:week|month|year)$/i;
const BARE_WEEKEND = /^(?:the\s+)?weekend$/i;
const WEEKEND_LEAD = /\b(?:on|at|over|by|before|until|till)\s+the\s+$/i;

/** "this week", "(the) end of (this|the) week": the end of this week, its Sunday (weeks run Monday to Sunday, as "next week" does). */
const WEEK_END = /^(?:(?:the\s+)?end\s+of\s+(?:this|the)\s+week|this\s+week)$/i;

/** A part of the day in a date phrase ("tomorrow morning", "Saturday evening", "last night", "tonight"). */
const DAY_PART = /\b(morning|afternoon|evening|night|tonight)\b/i;
/** "this morning", "this evening": today, whatever the time now. */
const THIS_PART = /^this\s+(?:morning|afternoon|evening|night)$/i;

/**
 * Words that turn a date phrase to the past: "last Monday", "3 days ago", "yesterday", "the day
 * before yesterday", "last night". chrono reads these with forwardDate off (else "last Monday"
 * is the coming one).
 */
const PAST = /\b(?:last|ago|yesterday|previous)\b/i;

/**
 * chrono's results for a text: dates ahead of now by default ("Friday" is the coming Friday), but
 * a phrase that says it is past ("last Friday", "2 weeks ago") keeps its past date.
 */
export function parseDates(text: string, ref: Date): chrono.ParsedResult[] {
  const ahead = chrono.parse(text, ref, { forwardDate: true });
  if (!ahead.some((r) => PAST.test(r.text))) return ahead;
  const past = chrono.parse(text, ref);
  return ahead.map((r) =>
    PAST.test(r.text) ? (past.find((p) => p.index === r.index && p.text === r.text) ?? r) : r,
  );
}

const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?`;
/** A weekday owning what follows ("Monday's team meeting", "last Friday's call"): the day, and the words stay. */
const POSSESSIVE_DAY = new RegExp(String.raw`^(?:(?:last|this|next|coming)\s+)?${WEEKDAY}$`, "i");

/** Whether a result is a weekday followed by "'s" ("at Friday's 1:1"): a date whose words stay in the task. */
export function possessiveDay(text: string, r: chrono.ParsedResult): boolean {
  return (
    POSSESSIVE_DAY.test(r.text.trim()) && /^['\u2019]s\b/i.test(text.slice(r.index + r.text.length))
  );
}

/**
 * Words that take their article with them into the cut ("by the end of the month", "at the
 * weekend"): the number of characters of "the " right before the result, else 0.
 */
export function articleBefore(before: string, words: string): number {
  if (!/^(?:end|start|beginning|middle|weekend)\b/i.test(words)) return 0;
  const m = /\bthe\s+$/i.exec(before);
  return m ? m[0].length : 0;
}

/** Whether chrono's result names a day (a date, weekday, month or relative day), not only a time. */
const namesDay = (r: chrono.ParsedResult) =>
  r.start.isCertain("day") || r.start.isCertain("weekday") || r.start.isCertain("month");

/**
 * Whether a chrono result is a real date or time in this text: "may", "sat", "march" only after a
 * lead word, "night"/"evening"/"now" never, "noon" only as "at noon", not "today's", and it must
 * name a day or a certain hour.
 */
export function acceptable(text: string, r: chrono.ParsedResult): boolean {
  const word = r.text.trim().replace(/[,.;:!?]+$/, "");
  const before = text.slice(0, r.index);
  if (AMBIGUOUS.test(word) && !LEAD.test(before)) return false;
  if (PART_OF_DAY.test(word)) return false;
  if (NOON.test(word) && !/\bat\s+$/i.test(before)) return false;
  if (/^['\u2019]s\b/i.test(text.slice(r.index + r.text.length))) return false;
  // "Stretch for ten minutes", "Walk 30 minutes": how long, not when.
  if (
    DURATION.test(word) &&
    !/^(?:in|within|after)\b/i.test(word) &&
    !/\bago\b/i.test(word) &&
    !DURATION_LEAD.test(before)
  )
    return false;
  if (BARE_PERIOD.test(word)) return false;
  if (BARE_WEEKEND.test(word) && !WEEKEND_LEAD.test(before)) return false;
  if (WEEK_END.test(word) || THIS_PART.test(word)) return true;
  return namesDay(r) || r.start.isCertain("hour");
}

/**
 * The clock time a result states, or null. chrono must be sure of the hour; a bare "at 1".."at 6"
 * without am/pm is read as the afternoon (nobody plans "call the bank at 5" for 05:00), unless
 * written with a leading zero ("05:30") or said to be in the morning.
 */
export function clockOf(r: chrono.ParsedResult, now?: WallClock): string | null {
  if (!r.start.isCertain("hour")) {
    // "tomorrow morning", "Saturday evening", "last night", "tonight": the user's hour for that part.
    const part = DAY_PART.exec(r.text)?.[1]?.toLowerCase();
    if (!part) return null;
    return hourOf(part === "tonight" ? "night" : (part as keyof DayHours), now);
  }
  let hour = r.start.get("hour") ?? 0;
  const minute = r.start.get("minute") ?? 0;
  const saysMorning = /\b(?:0\d(?::|\b)|morning|am\b|a\.m)/i.test(r.text);
  if (!r.start.isCertain("meridiem") && hour >= 1 && hour <= 6 && !saysMorning) hour += 12;
  return `${pad(hour)}:${pad(minute)}`;
}

/** The day a result names, from its components; "next week" is the Monday of next week. Null for a time alone. */
export function dayOf(r: chrono.ParsedResult, now: WallClock): string | null {
  if (THIS_PART.test(r.text.trim())) return now.date;
  if (WEEK_END.test(r.text.trim())) {
    const [y, m, d] = now.date.split("-").map(Number) as [number, number, number];
    const t = new Date(Date.UTC(y, m - 1, d));
    t.setUTCDate(t.getUTCDate() + ((7 - t.getUTCDay()) % 7));
    return t.toISOString().slice(0, 10);
  }
  if (!namesDay(r)) return null;
  if (/^next\s+week$/i.test(r.text.trim())) {
    const [y, m, d] = now.date.split("-").map(Number) as [number, number, number];
    const t = new Date(Date.UTC(y, m - 1, d));
    t.setUTCDate(t.getUTCDate() + 7 - ((t.getUTCDay() + 6) % 7));
    return t.toISOString().slice(0, 10);
  }
  return iso(
    r.start.get("year") ?? Number(now.date.slice(0, 4)),
    r.start.get("month") ?? 1,
    r.start.get("day") ?? 1,
  );
}

/** A time alone falls today, or tomorrow once that time has passed. */
export function dayForTime(time: string, now: WallClock): string {
  if (time > now.time) return now.date;
  const [y, m, d] = now.date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function findDeadline(text: string, now: Date = new Date()): FoundDeadline | null {
  const ordinal = ordinalDay(text, now);
  if (ordinal) return ordinal;
  const wall = wallOf(now);
  const results = parseDates(text, now);
  for (const r of results) {
    if (!acceptable(text, r)) continue;
    const before = text.slice(0, r.index);
    const article = articleBefore(before, r.text);
    const lead = LEAD.exec(before.slice(0, before.length - article));
    const start = lead ? lead.index : r.index;
    const time = clockOf(r, wall);
    const day = dayOf(r, wall);
    return {
      date: day ?? dayForTime(time!, wall),
      time,
      dayNamed: day !== null,
      start,
      end: r.index + r.text.length,
    };
  }
  return null;
}
