// Recurring tasks: RFC 5545 rules read, checked and stepped by the rrule library.
//
// A task's dueDate is the rule's DTSTART (the first, or current, occurrence). Rules run on
// date-only values held as UTC midnights (rrule's "floating" use), so no time zone or DST change
// can move an occurrence to another day; the time of day is the task's dueTime, the same on
// every occurrence. Months without the day (the 31st, Feb 29) are skipped, as RFC 5545 says and
// as calendar apps that read our feed do, so the app and the user's calendar agree.
import * as rrulePkg from "rrule";
import type { Options, Weekday } from "rrule";
import { addDays, DATE_PATTERN } from "@/lib/time/days";

// rrule ships CommonJS (UMD) for Node and ESM without a default export for bundlers: depending on
// the loader (Vite, tsx, esbuild, Next) the class sits on the namespace or on its default export.
const rruleNs = rrulePkg as unknown as {
  RRule?: typeof import("rrule").RRule;
  default?: { RRule: typeof import("rrule").RRule };
};
const RRule = rruleNs.RRule ?? rruleNs.default!.RRule;

/** The frequencies and parts a task's rule may use (the contract). */
const FREQUENCIES = new Map<number, string>([
  [RRule.DAILY, "DAILY"],
  [RRule.WEEKLY, "WEEKLY"],
  [RRule.MONTHLY, "MONTHLY"],
  [RRule.YEARLY, "YEARLY"],
]);
const ALLOWED_PARTS = new Set(["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY"]);
const MAX_INTERVAL = 999;
const MAX_RULE_LENGTH = 200;

export type RuleCheck = { ok: true; rule: string } | { ok: false; message: string };

/**
 * Checks a rule value and returns it normalised (upper case, parts in one order, INTERVAL=1
 * dropped), so equal rules are stored as equal strings. An optional "RRULE:" prefix is accepted.
 */
export function normalizeRecurrence(raw: string): RuleCheck {
  const value = raw.trim().replace(/^RRULE:/i, "");
  if (!value || value.length > MAX_RULE_LENGTH)
    return bad("recurrence must be a rule like FREQ=WEEKLY;BYDAY=MO,TH");
  const parts = value.split(";").filter(Boolean);
  const names = parts.map((p) => p.split("=")[0]!.trim().toUpperCase());
  const unknown = names.find((n) => !ALLOWED_PARTS.has(n));
  if (unknown)
    return bad(
      `recurrence may only use FREQ, INTERVAL, BYDAY and BYMONTHDAY (not ${unknown.slice(0, 20)})`,
    );
  if (new Set(names).size !== names.length) return bad("recurrence names a part twice");
  let options: Partial<Options>;
  try {
    options = RRule.parseString(value.toUpperCase());
  } catch {
    return bad("recurrence could not be read as an RRULE value");
  }
  if (options.freq === undefined || !FREQUENCIES.has(options.freq))
    return bad("recurrence FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY");
  const interval = options.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_INTERVAL)
    return bad(`recurrence INTERVAL must be a whole number from 1 to ${MAX_INTERVAL}`);
  const days = asArray(options.byweekday as Weekday | Weekday[] | null | undefined);
  if (days.some((d) => !d || (d.n !== undefined && (d.n === 0 || Math.abs(d.n) > 5))))
    return bad("recurrence BYDAY must list days such as MO,TH (or 1MO, -1FR in a month)");
  if (
    days.some((d) => d.n !== undefined) &&
    options.freq !== RRule.MONTHLY &&
    options.freq !== RRule.YEARLY
  )
    return bad("recurrence BYDAY with a number (like 1MO) needs FREQ=MONTHLY or YEARLY");
  const monthDays = asArray(options.bymonthday as number | number[] | null | undefined);
  if (monthDays.some((d) => !Number.isInteger(d) || d === 0 || Math.abs(d) > 31))
    return bad("recurrence BYMONTHDAY must be a day from 1 to 31 (or -1 for the last)");

  const out = [`FREQ=${FREQUENCIES.get(options.freq)}`];
  if (interval > 1) out.push(`INTERVAL=${interval}`);
  if (days.length) out.push(`BYDAY=${days.map((d) => d.toString()).join(",")}`);
  if (monthDays.length) out.push(`BYMONTHDAY=${monthDays.join(",")}`);
  return { ok: true, rule: out.join(";") };
}

const bad = (message: string): RuleCheck => ({ ok: false, message });

function asArray<T>(v: T | T[] | null | undefined): T[] {
  if (v === null || v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

function ruleFrom(rule: string, start: string) {
  return new RRule({ ...RRule.parseString(rule), dtstart: utcDay(start) });
}

/**
 * The occurrence that follows a completed one: the first after its due date, and after `today`
 * when that is still in the past (an overdue daily task ticked today comes back tomorrow, not
 * with a backlog of missed days). Null when the rule has no more occurrences.
 */
export function nextOccurrence(rule: string, dueDate: string, today: string): string | null {
  if (!DATE_PATTERN.test(dueDate) || !DATE_PATTERN.test(today)) return null;
  const from = dueDate > today ? dueDate : today;
  const next = ruleFrom(rule, dueDate).after(utcDay(from), false);
  return next ? dayOf(next) : null;
}

/**
 * The first day on or after `onOrAfter` that the rule falls on, for a rule typed without a start
 * ("every Monday and Thursday" → the next Monday or Thursday, today included).
 * Rules with BYDAY/BYMONTHDAY pick the day themselves; a bare interval starts on `onOrAfter`.
 */
export function firstOccurrence(rule: string, onOrAfter: string): string {
  // Start the series on the day itself; rrule then only yields days the rule's BY parts allow.
  const next = ruleFrom(rule, onOrAfter).after(utcDay(addDays(onOrAfter, -1)), false);
  return next ? dayOf(next) : onOrAfter;
}

/** The rule's occurrences from its start, at most `count` (for the calendar feed's tests and previews). */
export function occurrences(rule: string, start: string, count: number): string[] {
  return ruleFrom(rule, start)
    .all((_d, i) => i < count)
    .map(dayOf);
}

/**
 * Where a task's series starts in a calendar, so that DTSTART is an occurrence of its rule
 * (calendar apps drop a DTSTART the rule does not produce, RFC 5545 §3.8.5.3 notwithstanding).
 * A task moved to a day off its rule (weekly on Monday and Thursday, moved to a Wednesday) repeats
 * on that day and then on the rule's days after it (nextOccurrence). The calendar shows that as
 * the series from the rule's last day before the moved one, `replaced`, whose occurrence is moved
 * to `dueDate` (a RECURRENCE-ID override): the same days, every start a real occurrence.
 * `replaced` is in step with the rule as anchored at `dueDate` (same week, month or year phase for
 * INTERVAL > 1). Null when the rule gives no such day (then the task is shown once, without it).
 */
export function seriesStart(
  rule: string,
  dueDate: string,
): { start: string; replaced?: string } | null {
  if (!DATE_PATTERN.test(dueDate)) return null;
  const anchored = ruleFrom(rule, dueDate);
  const first = anchored.after(utcDay(dueDate), true);
  if (!first) return null;
  if (dayOf(first) === dueDate) return { start: dueDate };
  // Step back whole periods from an occurrence (keeps the phase), then take the last day before.
  const options = RRule.parseString(rule);
  const interval = options.interval ?? 1;
  const from = utcDay(dayOf(first));
  for (const periods of [2, 4, 8]) {
    const back = new Date(from);
    if (options.freq === RRule.DAILY) back.setUTCDate(back.getUTCDate() - interval * periods);
    else if (options.freq === RRule.WEEKLY)
      back.setUTCDate(back.getUTCDate() - 7 * interval * periods);
    else {
      // Monthly and yearly rules with BY parts (the only ones a day can be off) take their days
      // from the parts: the first of the month keeps the month (yearly: the month) in phase.
      back.setUTCDate(1);
      if (options.freq === RRule.MONTHLY) back.setUTCMonth(back.getUTCMonth() - interval * periods);
      else back.setUTCFullYear(back.getUTCFullYear() - interval * periods);
    }
    const previous = ruleFrom(rule, dayOf(back)).before(utcDay(dueDate), false);
    if (previous) return { start: dayOf(previous), replaced: dayOf(previous) };
  }
  return null;
}
