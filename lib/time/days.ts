// Calendar days as "YYYY-MM-DD" strings: is it a real day, a day plus n, days between two. A day
// names a day on someone's calendar, not an instant, so it is never turned into a Date in the
// machine's own zone. The lowest-level day helpers, imported by every feature that counts days.

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-02-30" is not a day: the parts must survive a round trip through a UTC date. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  if (y < 1900 || y > 2999) return false;
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d;
}

export const toUtc = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
