// Writing the feed (lib/calendar/feed.ts reads its tasks): dated tasks as iCalendar events with
// ical-generator, all-day or timed in the feed's zone, open recurring tasks with their rule (a
// task moved off its rule is the series plus a RECURRENCE-ID override), done ones marked ✓ and
// "Completed", UIDs on the site's host, text ending in CRLF. Rendering yields to the event loop
// every SLICE_MS, so one big feed never stalls other requests.
import "server-only";
import ical, { foldLines, ICalEventTransparency, type ICalDayJsStub } from "ical-generator";
import type { SeriesSchedule, Task } from "@/db/schema";
import { PRODUCT_NAME } from "@/lib/brand";
import { categoryLabel } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/shapes";
import { addDays } from "@/lib/time/days";
import { seriesStart } from "@/lib/tasks/recurrence";
import { publicOrigin } from "@/lib/server/public-origin";
import { feedTimeZone, vtimezone } from "./time-zones";
import { yieldToEventLoop } from "@/lib/server/event-loop";

const CALENDAR_NAME = PRODUCT_NAME;
const TIMED_EVENT_MINUTES = 30;

export type FeedTask = Pick<
  Task,
  "id" | "description" | "category" | "important" | "dueDate" | "dueTime" | "recurrence"
> & {
  completed?: boolean;
  /** The task's checklist, listed in the event's description ("[x] Passport"). */
  checklist?: { text: string; done: boolean }[];
  /** How long the event lasts; TIMED_EVENT_MINUTES when not given. */
  minutes?: number;
  /** Issue 43: the task's notes, the last part of the event's description. */
  notes?: string | null;
  /** The event's SEQUENCE (lib/calendar/sequence.ts); 0 when not given. */
  sequence?: number;
  /** A plan's override of this occurrence (issue 47): the series' own day and time, which the rule's event keeps. */
  seriesSchedule?: SeriesSchedule | null;
};

/**
 * A day (and time) on the user's own calendar, handed to ical-generator as written. Given a
 * native Date and a time zone, ical-generator reads the digits through the server's local-time
 * getters, so the output would depend on the machine's TZ. Its Day.js form is printed through
 * format() alone: the feed then carries exactly the stored "YYYY-MM-DD" and "HH:MM".
 */
class CalendarReading implements ICalDayJsStub {
  constructor(
    private readonly day: string,
    private readonly time = "00:00",
  ) {}

  format(pattern?: string): string {
    if (pattern === "YYYYMMDD") return this.day.replaceAll("-", "");
    if (pattern === "HHmmss") return `${this.time.replace(":", "")}00`;
    throw new Error(`CalendarReading cannot format ${pattern}`);
  }

  isValid() {
    return true;
  }

  /** Only used by ical-generator to check that an event ends after it starts: both read as UTC. */
  toDate() {
    return new Date(`${this.day}T${this.time}:00.000Z`);
  }

  toJSON() {
    return `${this.day}T${this.time}:00`;
  }

  /** All-day dates and UTC times ask for the UTC reading: for these values it is the same one. */
  utc() {
    return this;
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock reading `length` minutes after `time` on `day` (into the next day past midnight). */
function endOfTimedEvent(day: string, time: string, length = TIMED_EVENT_MINUTES): CalendarReading {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const minutes = h * 60 + m + length;
  const endDay = minutes >= 24 * 60 ? addDays(day, 1) : day;
  const rest = minutes % (24 * 60);
  return new CalendarReading(endDay, `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`);
}

// RFC 5545 text may hold no control characters but tab and line breaks (which are escaped).
const printable = (text: string) =>
  text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");

type FeedOptions = {
  timeZone: string;
  categoryNames?: SettingsDto["categoryNames"];
  /** The host in every UID (`task-42@host`); the public origin's when not given. */
  domain?: string;
};

/** The category a done task's event carries, for programs that do not read the "✓ ". */
export const COMPLETED_CATEGORY = "Completed";

/** X-WR-CALDESC: which tasks the feed holds. */
export const FEED_DESCRIPTION =
  `Your ${PRODUCT_NAME} tasks that have a due date: the open ones (repeating ones with their rule) ` +
  "and those completed in the last 30 days (marked ✓ and in the category Completed), " +
  "at most 2,000, nearest to today first. Tasks without a date are not in this calendar.";

/** The host UIDs carry: the public origin's (AUTH_URL), so they stay the same on every server. */
export const feedDomain = () => new URL(publicOrigin()).hostname;

/**
 * The most events one feed carries: the open dated tasks and those completed in the last
 * COMPLETED_DAYS days, nearest to today first when there are more (docs/decisions/calendar-feed.md). Calendar
 * apps choke on much larger feeds, and 2,000 covers years of a planner's dated tasks.
 */
export const MAX_FEED_EVENTS = 2000;
export const COMPLETED_DAYS = 30;

/** Rendering yields to the event loop after this long, so one big feed never stalls other requests. */
const SLICE_MS = 10;
/**
 * The calendar text for these tasks (the caller picks which: open ones with a date, and recent
 * completed ones). ical-generator writes the calendar and each event; its line folding runs per
 * event instead of once over the whole text, and the loop yields every SLICE_MS: the library
 * folds character by character (a TextEncoder per character), so a 2,000-event feed folded in
 * one call held the event loop for seconds.
 */
export async function buildCalendar(
  feedTasks: FeedTask[],
  { timeZone, categoryNames, domain = feedDomain() }: FeedOptions,
): Promise<string> {
  const tzid = feedTimeZone(timeZone);
  const calendar = ical({
    name: CALENDAR_NAME,
    description: FEED_DESCRIPTION,
    prodId: { company: PRODUCT_NAME, product: "Tasks", language: "EN" },
    // No calendar-wide zone (its name would also turn DTSTAMP and all-day dates into local
    // readings); one VTIMEZONE is added below for the zone the timed events name.
    timezone: { name: null },
    // A hint to apps that honour it (Apple, Outlook) to look again every hour.
    ttl: 60 * 60,
  });
  // The calendar's own lines (name, product, refresh hint) with no event: BEGIN … END:VCALENDAR.
  const [head] = calendar.toString().split("END:VCALENDAR");
  const parts: string[] = [head!];
  if (tzid && feedTasks.some((t) => t.dueDate && t.dueTime))
    parts.push(vtimezoneBlock(await vtimezone(tzid)));

  let slice = performance.now();
  for (const task of feedTasks) {
    // An open recurring task whose occurrence a plan moved: the rule's event keeps the series' own
    // day and time (a plan is about one day, issue 47).
    const series = !task.completed && task.recurrence ? task.seriesSchedule : null;
    const { dueDate, dueTime } = series ?? task;
    if (!dueDate) continue;
    const planned =
      series && task.dueDate ? { dueDate: task.dueDate, dueTime: task.dueTime } : null;
    const datas = eventsData({ ...task, dueDate, dueTime }, tzid, categoryNames, domain);
    if (planned && datas.length === 2) {
      // The rule's first occurrence is already an override (moved off its rule): the plan moves it.
      datas[1] = { ...datas[1]!, ...when({ ...task, ...planned }, planned.dueDate, tzid) };
    }
    const texts = datas.map((data) =>
      allDayRecurrenceId(data, calendar.createEvent(data).toString()),
    );
    for (const text of texts) parts.push(foldLines(text));
    if (planned && datas.length === 1 && datas[0]!.repeating) {
      // The planned occurrence: an override of the rule's occurrence on the series' day.
      const moved = calendar.createEvent({
        ...eventData({ ...task, ...planned, recurrence: null }, tzid, categoryNames, domain),
        repeating: null,
      });
      parts.push(foldLines(withRecurrenceId(moved.toString(), texts[0]!)));
    }
    if (performance.now() - slice > SLICE_MS) {
      await yieldToEventLoop();
      slice = performance.now();
    }
  }
  // The last line ends with CRLF like every other (RFC 5545 §3.1).
  parts.push("END:VCALENDAR\r\n");
  return parts.join("");
}

/**
 * ical-generator writes every RECURRENCE-ID as a UTC date-time; an all-day series needs the date
 * form (RFC 5545 §3.8.4.4: the same value type as DTSTART), or no app matches it to its occurrence.
 */
function allDayRecurrenceId(data: { allDay?: boolean; recurrenceId?: unknown }, text: string) {
  if (!data.allDay || !(data.recurrenceId instanceof CalendarReading)) return text;
  const day = data.recurrenceId.format("YYYYMMDD");
  return text.replace(/^RECURRENCE-ID[;:][^\r\n]*\r\n/m, `RECURRENCE-ID;VALUE=DATE:${day}\r\n`);
}

/** The zone's VTIMEZONE, as ical-generator itself inserts it (CRLF line ends, folded). */
function vtimezoneBlock(text: string | null): string {
  return text ? foldLines(text.replace(/\r\n/g, "\n").replace(/\n/g, "\r\n").trim()) + "\r\n" : "";
}

/** Start and end of the task's event on `day` (all day, or timed in the feed's zone). */
function when(task: FeedTask, day: string, tzid: string | null) {
  return task.dueTime
    ? {
        start: new CalendarReading(day, task.dueTime),
        end: endOfTimedEvent(day, task.dueTime, task.minutes),
        timezone: tzid,
      }
    : // All day: DTEND is the next day (exclusive), which every calendar app reads as one day.
      {
        start: new CalendarReading(day),
        end: new CalendarReading(addDays(day, 1)),
        allDay: true,
      };
}

/**
 * The task's event, and for an open repeating task moved off its rule the series from the rule's
 * last day before it plus the override that moves that occurrence to the task's day
 * (lib/tasks/recurrence.ts, seriesStart): DTSTART is then always an occurrence.
 */
export function eventsData(
  task: FeedTask & { dueDate: string },
  tzid: string | null,
  categoryNames: FeedOptions["categoryNames"],
  domain: string,
) {
  const data = eventData(task, tzid, categoryNames, domain);
  if (!data.repeating) return [data];
  const series = seriesStart(data.repeating, task.dueDate);
  if (!series) return [{ ...data, repeating: null }];
  if (!series.replaced) return [data];
  return [
    { ...data, ...when(task, series.replaced, tzid) },
    {
      ...data,
      repeating: null,
      recurrenceId: new CalendarReading(series.replaced, task.dueTime ?? undefined),
    },
  ];
}

/**
 * An override event for the series' first occurrence: its RECURRENCE-ID is the series' own DTSTART
 * line (RFC 5545 3.8.4.4: same value type, zone and value), which ical-generator would write in the
 * override's own type instead (a DATE series given a time by a plan).
 */
function withRecurrenceId(override: string, seriesEvent: string): string {
  const start = /\r\nDTSTART([;:][^\r\n]*)/.exec(seriesEvent);
  if (!start) return override;
  return override.replace(/\r\nDTSTART/, `\r\nRECURRENCE-ID${start[1]}\r\nDTSTART`);
}

function eventData(
  task: FeedTask & { dueDate: string },
  tzid: string | null,
  categoryNames: FeedOptions["categoryNames"],
  domain: string,
) {
  const area = categoryLabel(task.category, categoryNames);
  const done = task.completed === true;
  return {
    id: `task-${task.id}@${domain}`,
    sequence: task.sequence ?? 0,
    summary: (done ? "✓ " : "") + printable(task.description),
    description: [
      `Area: ${printable(area)}`,
      ...(task.important ? ["Starred"] : []),
      ...(done ? ["Completed"] : []),
      ...(task.checklist ?? []).map((i) => `${i.done ? "[x]" : "[ ]"} ${printable(i.text)}`),
      ...(task.notes ? ["", printable(task.notes)] : []),
    ].join("\n"),
    categories: [{ name: printable(area) }, ...(done ? [{ name: COMPLETED_CATEGORY }] : [])],
    ...when(task, task.dueDate, tzid),
    // A completed task is one occurrence: its next one is a task of its own, with the rule.
    repeating: done ? null : (task.recurrence ?? null),
    // A due task is not a meeting: it does not make the user "busy" for others' scheduling.
    transparency: ICalEventTransparency.TRANSPARENT,
  };
}
