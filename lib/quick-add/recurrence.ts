// Quick add's recurrence phrases ("every Monday and Thursday", "every 2 weeks", "monthly on the
// 15th", a trailing "daily") read as RFC 5545 rules, and the first due day of such a rule. Pure and
// isomorphic, like the rest of lib/quick-add/; the voice engine reads speech with the same phrases.
import { addDays } from "@/lib/time/days";
import { firstOccurrence, normalizeRecurrence } from "@/lib/tasks/recurrence";
import type { WallClock } from "./deadline";

/** A recurrence phrase found in a text. */
export interface RuleMatch {
  rule: string;
  start: number;
  end: number;
}

const DAY = String.raw`(?:mon(?:days?)?|tue(?:s(?:days?)?)?|wed(?:s|nesdays?)?|thu(?:r(?:s(?:days?)?)?)?|fri(?:days?)?|sat(?:urdays?)?|sun(?:days?)?)\b\.?`;
const DAY_LIST = String.raw`${DAY}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*\/\s*)${DAY})*`;
const PLURAL_DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days\b`;
const INTERVAL = String.raw`(\d{1,3}|other|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)`;
const NTH = String.raw`(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)`;
const MONTH_DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)`;
const EVERY = String.raw`\b(?:every|each)\s+`;

const CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const WORD_NUMBERS: Record<string, number> = {
  other: 2,
  two: 2,
  second: 2,
  "2nd": 2,
  three: 3,
  third: 3,
  "3rd": 3,
  four: 4,
  fourth: 4,
  "4th": 4,
  five: 5,
  fifth: 5,
  "5th": 5,
  six: 6,
  sixth: 6,
  "6th": 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const NTH_VALUES: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  last: -1,
};

const intervalOf = (word: string | undefined) =>
  !word ? 1 : /^\d+$/.test(word) ? Number(word) : (WORD_NUMBERS[word.toLowerCase()] ?? 0);

/** "Mon", "tues", "Thursdays" → MO, TU, TH: the first two letters name the day. */
const codeOf = (word: string) => CODES.find((c) => word.slice(0, 2).toUpperCase() === c)!;

function daysIn(list: string): string {
  const found = new Set((list.match(new RegExp(DAY, "gi")) ?? []).map(codeOf));
  return CODES.filter((c) => found.has(c)).join(",");
}

const WEEKDAYS = "MO,TU,WE,TH,FR";
const WEEKEND = "SA,SU";

/** Parts after "every month"/"monthly" ("on the 1st", "on the last day", "on the first Monday"), read sticky at the phrase's end. */
const MONTH_TAIL = new RegExp(
  String.raw`\s+on\s+the\s+(?:${MONTH_DAY}|(last)\s+day|${NTH}\s+(${DAY}))(?:\s+of\s+(?:the|each|every)\s+month)?\b`,
  "iy",
);
/** "every week on Monday and Thursday", "weekly on Mondays". */
const WEEK_TAIL = new RegExp(String.raw`\s+on\s+(?:the\s+)?(${DAY_LIST})`, "iy");

function monthTail(text: string, at: number): { part: string; length: number } | null {
  MONTH_TAIL.lastIndex = at;
  const m = MONTH_TAIL.exec(text);
  if (!m) return null;
  if (m[1]) {
    const day = Number(m[1]);
    return day >= 1 && day <= 31 ? { part: `BYMONTHDAY=${day}`, length: m[0].length } : null;
  }
  if (m[2]) return { part: "BYMONTHDAY=-1", length: m[0].length };
  return { part: `BYDAY=${NTH_VALUES[m[3]!.toLowerCase()]}${codeOf(m[4]!)}`, length: m[0].length };
}

function weekTail(text: string, at: number): { part: string; length: number } | null {
  WEEK_TAIL.lastIndex = at;
  const m = WEEK_TAIL.exec(text);
  return m ? { part: `BYDAY=${daysIn(m[1]!)}`, length: m[0].length } : null;
}

const UNIT_FREQ: Record<string, string> = {
  day: "DAILY",
  morning: "DAILY",
  afternoon: "DAILY",
  evening: "DAILY",
  night: "DAILY",
  week: "WEEKLY",
  weekday: "WEEKLY",
  weekend: "WEEKLY",
  fortnight: "WEEKLY",
  month: "MONTHLY",
  year: "YEARLY",
};
const ADVERB_FREQ: Record<string, string> = {
  daily: "DAILY",
  weekly: "WEEKLY",
  fortnightly: "WEEKLY",
  monthly: "MONTHLY",
  yearly: "YEARLY",
  annually: "YEARLY",
};

/** Builds "FREQ=…;INTERVAL=…;BY…=…" and lets the tail ("on the 1st", "on Mondays") refine it. */
function withTail(
  text: string,
  m: RegExpExecArray,
  freq: string,
  interval: number,
  by: string | null,
): { rule: string; end: number } | null {
  if (!Number.isInteger(interval) || interval < 1 || interval > 999) return null;
  let end = m.index + m[0].length;
  let part = by;
  if (!part) {
    const tail =
      freq === "MONTHLY" ? monthTail(text, end) : freq === "WEEKLY" ? weekTail(text, end) : null;
    if (tail) {
      part = tail.part;
      end += tail.length;
    }
  }
  const rule = [`FREQ=${freq}`, interval > 1 ? `INTERVAL=${interval}` : "", part ?? ""]
    .filter(Boolean)
    .join(";");
  return { rule, end };
}

/** The recurrence patterns that may sit anywhere in the text, most specific first. */
const PATTERNS: {
  re: RegExp;
  build: (m: RegExpExecArray, text: string) => { rule: string; end: number } | null;
}[] = [
  // "every first Monday of the month", "on the last Friday of every month"
  {
    re: new RegExp(
      String.raw`(?:${EVERY}${NTH}\s+(${DAY})\s+of\s+(?:the|each|every)\s+month|\b(?:on\s+)?the\s+${NTH}\s+(${DAY})\s+of\s+(?:each|every)\s+month)\b`,
      "gi",
    ),
    build: (m, t) =>
      withTail(
        t,
        m,
        "MONTHLY",
        1,
        `BYDAY=${NTH_VALUES[(m[1] ?? m[3])!.toLowerCase()]}${codeOf((m[2] ?? m[4])!)}`,
      ),
  },
  // "every last day of the month", "on the last day of each month"
  {
    re: new RegExp(
      String.raw`(?:${EVERY}last\s+day\s+of\s+(?:the|each|every)\s+month|\b(?:on\s+)?the\s+last\s+day\s+of\s+(?:each|every)\s+month)\b`,
      "gi",
    ),
    build: (m, t) => withTail(t, m, "MONTHLY", 1, "BYMONTHDAY=-1"),
  },
  // "every 15th (of the month)", "on the 15th of every month"
  {
    re: new RegExp(
      String.raw`(?:${EVERY}${MONTH_DAY}(?:\s+(?:day\s+)?of\s+(?:the|each|every)\s+month)?|\b(?:on\s+)?the\s+${MONTH_DAY}\s+(?:day\s+)?of\s+(?:each|every)\s+month)\b(?!\s+(?:${DAY}|(?:day|week|month|year|weekday|weekend)s?\b))`,
      "gi",
    ),
    build: (m, t) => {
      const day = Number(m[1] ?? m[2]);
      return day >= 1 && day <= 31 ? withTail(t, m, "MONTHLY", 1, `BYMONTHDAY=${day}`) : null;
    },
  },
  // "every Monday and Thursday", "every other Tuesday", "every Mon, Wed and Fri"
  {
    re: new RegExp(String.raw`${EVERY}(?:${INTERVAL}\s+)?(${DAY_LIST})`, "gi"),
    build: (m, t) => withTail(t, m, "WEEKLY", intervalOf(m[1]), `BYDAY=${daysIn(m[2]!)}`),
  },
  // "on Mondays and Thursdays", "on weekdays", "on weekends"
  {
    re: new RegExp(
      String.raw`\bon\s+(?:(weekdays)|(weekends)|(${PLURAL_DAY}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)${DAY})*))\b`,
      "gi",
    ),
    build: (m, t) =>
      withTail(t, m, "WEEKLY", 1, `BYDAY=${m[1] ? WEEKDAYS : m[2] ? WEEKEND : daysIn(m[3]!)}`),
  },
  // "every day", "every 2 weeks", "every other week", "every weekday", "every month (on the 1st)", "every year"
  {
    re: new RegExp(
      String.raw`${EVERY}(?:${INTERVAL}\s+)?(days?|weekdays?|weekends?|weeks?|fortnights?|months?|years?|mornings?|afternoons?|evenings?|nights?)\b`,
      "gi",
    ),
    build: (m, t) => {
      const unit = m[2]!.toLowerCase().replace(/s$/, "");
      const by =
        unit === "weekday" ? `BYDAY=${WEEKDAYS}` : unit === "weekend" ? `BYDAY=${WEEKEND}` : null;
      return withTail(
        t,
        m,
        UNIT_FREQ[unit]!,
        intervalOf(m[1]) * (unit === "fortnight" ? 2 : 1),
        by,
      );
    },
  },
  // "once a week"
  {
    re: /\bonce\s+(?:a|per|every)\s+(day|week|month|year)\b/gi,
    build: (m, t) => withTail(t, m, UNIT_FREQ[m[1]!.toLowerCase()]!, 1, null),
  },
  // "monthly on the 15th", "weekly on Mondays": an adverb with its day is a rule wherever it stands.
  {
    re: /\b(weekly|monthly)(?=\s+on\s)/gi,
    build: (m, t) => {
      const freq = ADVERB_FREQ[m[1]!.toLowerCase()]!;
      const tail =
        freq === "MONTHLY"
          ? monthTail(t, m.index + m[0].length)
          : weekTail(t, m.index + m[0].length);
      return tail
        ? { rule: `FREQ=${freq};${tail.part}`, end: m.index + m[0].length + tail.length }
        : null;
    },
  },
];

function checked(rule: string): string | null {
  const r = normalizeRecurrence(rule);
  return r.ok ? r.rule : null;
}

/** The first recurrence phrase in the text ("every Monday and Thursday"), or null. */
export function findRecurrence(text: string): RuleMatch | null {
  let best: RuleMatch | null = null;
  for (const { re, build } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const built = build(m, text);
      const rule = built && checked(built.rule);
      if (built && rule) {
        // Earlier patterns are more specific; among equal starts the first pattern wins.
        if (!best || m.index < best.start) best = { rule, start: m.index, end: built.end };
        break;
      }
    }
  }
  return best;
}

/** A bare "daily"/"weekly"/"fortnightly"/"monthly"/"yearly"/"annually" ending the task words (not the first word). */
const TRAILING_ADVERB = /(?<=\S\s+)\b(daily|weekly|fortnightly|monthly|yearly|annually)[\s,.;!]*$/i;

export function findTrailingRecurrence(text: string): RuleMatch | null {
  const m = TRAILING_ADVERB.exec(text);
  if (!m) return null;
  const word = m[1]!.toLowerCase();
  const rule = checked(`FREQ=${ADVERB_FREQ[word]}${word === "fortnightly" ? ";INTERVAL=2" : ""}`);
  return rule ? { rule, start: m.index, end: m.index + m[1]!.length } : null;
}

/**
 * The first due day of a rule: on or after the stated start (else today). Today counts when the
 * rule falls on it, unless only a time was given and that time has already passed today.
 */
export function ruleStart(
  rule: string,
  startDate: string | null,
  time: string | null,
  now: WallClock,
): string {
  const first = firstOccurrence(rule, startDate ?? now.date);
  if (!startDate && time && first === now.date && time <= now.time)
    return firstOccurrence(rule, addDays(now.date, 1));
  return first;
}
