// Reading a subscribed calendar (issue 44): an iCalendar file in, the occurrences of its events in
// the kept window out. ical.js does all the reading (parse, RRULE/RDATE/EXDATE expansion, RECURRENCE-ID
// overrides through Event#relateException, DURATION, VTIMEZONE offsets); this file only decides what
// to keep. Pure apart from yielding to the event loop: no clock (the caller passes `now`), no I/O.
//
// Times become instants this way (docs/decisions/calendar-times.md):
// - UTC ("Z") times are instants already;
// - a TZID that is an IANA zone is read with the time-zone database every browser uses (Intl);
// - any other TZID (Outlook's "W. Europe Standard Time") with the file's own VTIMEZONE, through an
//   ICAL.Timezone built from it for this file only (not the process-wide TimezoneService, so one
//   feed's definition never changes how another user's feed is read);
// - floating times (no zone) and unknown TZIDs are the user's own wall clock.
// All-day events keep their days (DTEND exclusive); they have no instants.
//
// A 5,000-event file must not hold the event loop for more than 50 ms: the file is parsed in batches
// of VEVENTs (lib/server/ical-in-batches.ts) and expansion yields with a turn of the event loop
// whenever a slice has run 10 ms (`slicer`, lib/server/event-loop.ts).
import ICAL from "ical.js";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { isTimeZone } from "@/lib/time/zones";
import { zonedInstant } from "@/lib/push/due";
import { slicer } from "@/lib/server/event-loop";
import {
  batchesOf,
  frameComponents,
  IcalReadError,
  parseBatch,
  parseOutside,
  type FramedComponent,
} from "@/lib/server/ical-in-batches";

/** One occurrence of an event: a timed one has instants, an all-day one days (end exclusive). */
export type Occurrence = {
  /** The series' UID (an event without UID gets one from its content). */
  uid: string;
  title: string;
  location: string;
  /** TRANSP:TRANSPARENT events are free: shown, never blocking time. */
  busy: boolean;
} & (
  | { allDay: false; startsAt: Date; endsAt: Date }
  | { allDay: true; startDate: string; endDate: string }
);

type SeriesInfo = { uid: string; title: string; location: string };

export type CalendarRead = {
  /** The calendar's own name (X-WR-CALNAME), if it has one. */
  name: string | null;
  series: SeriesInfo[];
  /** Sorted by start. */
  occurrences: Occurrence[];
  /** Occurrences in the window that were not kept (past `maxOccurrences`). */
  dropped: number;
};

export type ReadOptions = {
  /** The user's zone: floating times are read in it, and the window's days are its days. */
  timeZone: string;
  now: Date;
  /** Default 5,000. */
  maxOccurrences?: number;
  /** Default 30 and 365. */
  daysBack?: number;
  daysAhead?: number;
};

/** What comes back is not an iCalendar file (an HTML page, a JSON error, garbage). */
export class NotACalendarError extends Error {}

const MAX_OCCURRENCES = 5_000;
const DAYS_BACK = 30;
const DAYS_AHEAD = 365;
/** A rule is followed at most this far (FREQ=MINUTELY from 1990 would otherwise never end). */
const MAX_STEPS_PER_SERIES = 200_000;
const TEXT_MAX = 500;

const text = (value: unknown): string =>
  typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, TEXT_MAX) : "";

type Clock = { date: string; time: string };
/** The TZID a time was written with; ical.js keeps it as `timezone`, untyped, when the zone is unknown to it. */
const tzidParam = (t: ICAL.Time): string | undefined =>
  (t as ICAL.Time & { timezone?: string }).timezone;
const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;
const clockOf = (t: ICAL.Time): Clock => ({
  date: dayOf(t),
  time: `${pad(t.hour)}:${pad(t.minute)}`,
});

/** The file framed into its VEVENTs and its calendar (properties, time zones). */
async function frame(raw: string): Promise<{ head: ICAL.Component; events: FramedComponent[] }> {
  try {
    // Every component is framed (its VTODOs, VJOURNALs too), so that a calendar of many is not
    // parsed in one step with the calendar's own properties; all but its VEVENTs are left out.
    const framed = await frameComponents(raw);
    const [head] = parseOutside(framed);
    if (!head) throw new NotACalendarError("no calendar in the file");
    if (head.name !== "vcalendar") throw new NotACalendarError("not a VCALENDAR");
    return { head, events: framed.components.filter((c) => c.name === "VEVENT") };
  } catch (err) {
    if (err instanceof IcalReadError) throw new NotACalendarError(err.message);
    throw err;
  }
}

export async function readCalendar(raw: string, options: ReadOptions): Promise<CalendarRead> {
  const pause = slicer();
  const max = options.maxOccurrences ?? MAX_OCCURRENCES;
  const { head, events } = await frame(raw);
  const name = text(head.getFirstPropertyValue("x-wr-calname")) || null;

  // The file's own zone definitions, for TZIDs that are not IANA names.
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtz of head.getAllSubcomponents("vtimezone")) {
    const tzid = vtz.getFirstPropertyValue("tzid");
    if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone(vtz));
  }

  const today = todayIn(options.timeZone, options.now);
  const fromDay = addDays(today, -(options.daysBack ?? DAYS_BACK) - 1);
  const toDay = addDays(today, (options.daysAhead ?? DAYS_AHEAD) + 1);
  const windowStart = zonedInstant(addDays(fromDay, 1), "00:00", options.timeZone).getTime();
  const windowEnd = zonedInstant(toDay, "00:00", options.timeZone).getTime();

  /** The instant of a wall-clock time, in its own zone (see the head of this file). */
  const instantOf = (t: ICAL.Time, fallbackZone?: string): number => {
    if (t.zone === ICAL.Timezone.utcTimezone || tzidParam(t) === "Z") return t.toUnixTime() * 1000;
    const tzid =
      tzidParam(t) ?? (t.zone?.tzid !== "floating" ? t.zone?.tzid : undefined) ?? fallbackZone;
    const { date, time } = clockOf(t);
    if (tzid && tzid.toUpperCase() === "UTC")
      return Date.parse(`${date}T${time}:${pad(t.second)}Z`);
    if (tzid && isTimeZone(tzid)) return zonedInstant(date, time, tzid).getTime() + t.second * 1000;
    const own = tzid ? zones.get(tzid) : undefined;
    if (own) {
      const naive = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
      return naive - own.utcOffset(t) * 1000;
    }
    return zonedInstant(date, time, options.timeZone).getTime() + t.second * 1000;
  };
  const tzidOf = (t: ICAL.Time): string | undefined =>
    tzidParam(t) ?? (t.zone && t.zone.tzid !== "floating" ? t.zone.tzid : undefined);

  // Group the VEVENTs by UID: the master (no RECURRENCE-ID) and its overrides.
  const byUid = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>();
  for (const batch of batchesOf(events)) {
    for (const { component: vevent } of parseBatch(batch, "skip")) {
      const uid =
        text(vevent.getFirstPropertyValue("uid")) ||
        `no-uid:${vevent.toString().length}:${text(vevent.getFirstPropertyValue("summary"))}`;
      const entry = byUid.get(uid) ?? { overrides: [] };
      if (vevent.hasProperty("recurrence-id")) entry.overrides.push(vevent);
      else if (!entry.master) entry.master = vevent;
      byUid.set(uid, entry);
    }
    await pause();
  }

  const series: SeriesInfo[] = [];
  const kept: Occurrence[] = [];
  let dropped = 0;

  const add = (uid: string, item: ICAL.Event, start: ICAL.Time, end: ICAL.Time) => {
    const status = text(item.component.getFirstPropertyValue("status")).toUpperCase();
    if (status === "CANCELLED") return;
    const base = {
      uid,
      title: text(item.summary) || "(no title)",
      location: text(item.location),
      busy: text(item.component.getFirstPropertyValue("transp")).toUpperCase() !== "TRANSPARENT",
    };
    let occurrence: Occurrence;
    if (start.isDate) {
      const startDate = dayOf(start);
      let endDate = dayOf(end);
      if (endDate <= startDate) endDate = addDays(startDate, 1);
      if (endDate <= fromDay || startDate >= toDay) return;
      occurrence = { ...base, allDay: true, startDate, endDate };
    } else {
      const zone = tzidOf(start);
      const startsAt = instantOf(start);
      const endsAt = Math.max(startsAt, instantOf(end, zone));
      if (endsAt < windowStart || startsAt >= windowEnd) return;
      if (endsAt === startsAt && startsAt < windowStart) return;
      occurrence = {
        ...base,
        allDay: false,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
      };
    }
    kept.push(occurrence);
    // Keep the earliest `max`: trim now and then so a huge file never fills memory.
    if (kept.length >= max * 4) trim();
  };
  const startOf = (o: Occurrence) =>
    o.allDay
      ? zonedInstant(o.startDate, "00:00", options.timeZone).getTime()
      : o.startsAt.getTime();
  const trim = () => {
    kept.sort((a, b) => startOf(a) - startOf(b));
    if (kept.length > max) dropped += kept.splice(max).length;
  };

  const readSeries = async (
    uid: string,
    master: ICAL.Component | undefined,
    overrides: ICAL.Component[],
  ): Promise<void> => {
    if (!master) {
      // Overrides of a series the file does not hold (an invitation to one instance): events of their own.
      for (const o of overrides) {
        const e = new ICAL.Event(o);
        if (!e.startDate) return;
        if (!series.some((s) => s.uid === uid))
          series.push({ uid, title: text(e.summary) || "(no title)", location: text(e.location) });
        add(uid, e, e.startDate, e.endDate);
      }
      return;
    }
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(master);
      for (const o of overrides) event.relateException(o);
      if (!event.startDate) return;
    } catch {
      return;
    }
    series.push({
      uid,
      title: text(event.summary) || "(no title)",
      location: text(event.location),
    });
    if (!event.isRecurring()) {
      add(uid, event, event.startDate, event.endDate);
      return;
    }
    const iterator = event.iterator();
    // An override may move an instance up to a day later than its place in the rule.
    const stopAt = windowEnd + 86_400_000;
    for (let step = 0; step < MAX_STEPS_PER_SERIES; step++) {
      const next = iterator.next();
      if (!next) break;
      if (instantOf(next, tzidOf(event.startDate)) >= stopAt && !next.isDate) break;
      if (next.isDate && dayOf(next) >= toDay) break;
      const details = event.getOccurrenceDetails(next);
      add(uid, details.item, details.startDate, details.endDate);
      await pause();
    }
  };

  for (const [uid, { master, overrides }] of byUid) {
    await pause();
    try {
      await readSeries(uid, master, overrides);
    } catch {
      // One event ical.js cannot read (a bad date, a broken rule) is left out, not the calendar.
      series.splice(0, series.length, ...series.filter((x) => x.uid !== uid));
    }
  }

  trim();
  return { name, series, occurrences: kept, dropped };
}
