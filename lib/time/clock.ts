// A clock time ("HH:MM", 24 hours) and the wall clock of an instant in a zone: the lowest-level
// day-and-time helpers, shared by tasks, habits, calendars, settings and quick add. Browser-safe.

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isClockTime = (value: string) => TIME_PATTERN.test(value);

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of an instant in a zone. */
export function wallClock(timeZone: string, at: Date = new Date()): { date: string; time: string } {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    partsFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Today's date in the zone. */
export const todayIn = (timeZone: string, at: Date = new Date()) => wallClock(timeZone, at).date;
