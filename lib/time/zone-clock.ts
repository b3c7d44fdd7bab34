// The user's wall clock in the browser by arithmetic, so the dashboard's minute tick needs no Intl.
// A page's first Intl formatter wakes the browser's ICU: 12-40 ms on this box's CPU, ~4 times that
// on a phone, inside the dashboard's hydration (docs/decisions/dashboard-paint.md). The server, whose Intl is warm,
// reads the zone's UTC offset and how long it surely holds; the browser adds it to its own clock
// within that window and asks Intl only outside it.
import { wallClock } from "@/lib/time/clock";

/** A zone's offset east of UTC in minutes, known to hold from `from` to `until` (epoch ms). */
export type SteadyOffset = { minutes: number; from: number; until: number };

const HOUR = 3_600_000;
/** The window around the server's reading: a day back (a browser clock behind the server's) and
 *  two ahead (a tab left open over a weekend asks Intl after that). */
const BACK = 24 * HOUR;
const AHEAD = 48 * HOUR;

/** The zone's offset at `at`, read from its wall clock (whole minutes, as every zone today). */
function offsetAt(timeZone: string, at: number): number {
  const minute = Math.floor(at / 60_000) * 60_000;
  const { date, time } = wallClock(timeZone, new Date(minute));
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [h, min] = time.split(":").map(Number) as [number, number];
  return Math.round((Date.UTC(y, m - 1, d, h, min) - minute) / 60_000);
}

/**
 * The offset at `at` when it is the same a day before and two days after, else null (a change is
 * near; the browser then asks Intl). A zone's offset changes are weeks apart in the time zone
 * database (the closest today: Morocco's Ramadan pause, about a month), so no two changes that
 * cancel out fit in those three days; `tests/unit/zone-clock.test.ts` checks zones with DST,
 * half-hour DST, negative DST and 45-minute offsets against Intl.
 */
export function steadyOffset(timeZone: string, at: number = Date.now()): SteadyOffset | null {
  const minutes = offsetAt(timeZone, at);
  if (offsetAt(timeZone, at - BACK) !== minutes || offsetAt(timeZone, at + AHEAD) !== minutes)
    return null;
  return { minutes, from: at - BACK, until: at + AHEAD };
}

/** The wall clock at `at` by the steady offset, or null when `at` is outside its window. */
export function clockByOffset(
  steady: SteadyOffset,
  at: number,
): { date: string; time: string } | null {
  if (at < steady.from || at > steady.until) return null;
  const iso = new Date(at + steady.minutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
