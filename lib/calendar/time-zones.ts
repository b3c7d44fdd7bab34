// The TZID a feed writes its timed events in, and the VTIMEZONE that defines it (RFC 5545 §3.6.5),
// built from Node's own zone data (Intl): the same data every "what day is it there" answer of
// the app uses. Every zone Node knows gets one (America/Ciudad_Juarez, America/Coyhaique and
// Asia/Qostanay had none), and it follows the zone's current rules: the copies of
// @touch4it/ical-timezones used before were years old for some 30 zones (Mexico without DST since
// 2022, Egypt with DST again since 2023, Paraguay, Greenland, South Sudan…), so ical.js read their
// events an hour off (tests/unit/calendar-zones.test.ts; docs/decisions/calendar-interop.md).
import { yieldToEventLoop } from "@/lib/server/event-loop";

// A zone's definition never changes while the server runs: each is built once (about 2,600
// offset lookups, ~150 ms, handed back to the event loop every few milliseconds).
const components = new Map<string, Promise<string | null>>();

/** The VTIMEZONE component for a TZID, or null when Intl does not know the zone. */
export function vtimezone(tzid: string): Promise<string | null> {
  let component = components.get(tzid);
  if (!component) {
    component = generatedVtimezone(tzid);
    components.set(tzid, component);
  }
  return component;
}

/** Whether Intl knows the zone's name. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const SLICE_MS = 8;
/** Transitions are listed from here to GENERATED_UNTIL; later times keep the last offset. */
const GENERATED_FROM = Date.UTC(2000, 0, 1) / 1000;
const GENERATED_UNTIL = Date.UTC(2050, 0, 1) / 1000;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at `seconds` since the epoch, as Node's Intl knows it. */
function offsetMinutes(zone: string, seconds: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(seconds * 1000).find((p) => p.type === "timeZoneName")!.value;
  const m = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name);
  if (!m) throw new Error(`Unexpected offset ${name} for ${zone}`);
  if (!m[1]) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** "+0530" for 330 minutes. */
function offsetText(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${pad2(Math.floor(a / 60))}${pad2(a % 60)}`;
}

/** The local reading ("20260329T020000") of `seconds` in a zone `offset` minutes from UTC. */
function localText(seconds: number, offset: number): string {
  const d = new Date((seconds + offset * 60) * 1000);
  return (
    `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}` +
    `T${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}`
  );
}

type Transition = { at: number; from: number; to: number };

/** Every offset change of the zone between GENERATED_FROM and GENERATED_UNTIL, to the second. */
async function transitions(zone: string): Promise<Transition[]> {
  const found: Transition[] = [];
  let before = GENERATED_FROM;
  let offset = offsetMinutes(zone, before);
  let slice = performance.now();
  for (let t = before + WEEK_SECONDS; t <= GENERATED_UNTIL; t += WEEK_SECONDS) {
    if (performance.now() - slice > SLICE_MS) {
      await yieldToEventLoop();
      slice = performance.now();
    }
    const next = offsetMinutes(zone, t);
    if (next !== offset) {
      // The change lies in (lo, hi]: halve the week down to the second.
      let lo = before;
      let hi = t;
      while (hi - lo > 1) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (offsetMinutes(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: offset, to: offsetMinutes(zone, hi) });
      offset = offsetMinutes(zone, hi);
      // Two changes within one week (rare): look again from the change itself.
      if (offset !== next) {
        t = hi;
        before = hi;
        continue;
      }
    }
    before = t;
  }
  return found;
}

/**
 * The zone's VTIMEZONE from Intl: one observance from 2000 on, then each
 * offset change until 2050 as DTSTART or RDATE (local times in the offset before the change),
 * grouped by kind and offsets. DAYLIGHT is a change to more than the year's smaller offset.
 * Null when Intl does not know the zone.
 */
async function generatedVtimezone(zone: string): Promise<string | null> {
  if (!knownZone(zone)) return null;
  const first = offsetMinutes(zone, GENERATED_FROM);
  const groups = new Map<string, { kind: string; from: number; to: number; at: number[] }>();
  for (const t of await transitions(zone)) {
    const year = new Date(t.at * 1000).getUTCFullYear();
    const standard = Math.min(
      offsetMinutes(zone, Date.UTC(year, 0, 1) / 1000),
      offsetMinutes(zone, Date.UTC(year, 6, 1) / 1000),
    );
    const kind = t.to > standard ? "DAYLIGHT" : "STANDARD";
    const key = `${kind} ${t.from} ${t.to}`;
    const group = groups.get(key) ?? { kind, from: t.from, to: t.to, at: [] };
    group.at.push(t.at);
    groups.set(key, group);
  }
  const lines = [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    "BEGIN:STANDARD",
    `TZOFFSETFROM:${offsetText(first)}`,
    `TZOFFSETTO:${offsetText(first)}`,
    `DTSTART:${localText(GENERATED_FROM, first)}`,
    "END:STANDARD",
  ];
  for (const g of groups.values()) {
    lines.push(
      `BEGIN:${g.kind}`,
      `TZOFFSETFROM:${offsetText(g.from)}`,
      `TZOFFSETTO:${offsetText(g.to)}`,
      `DTSTART:${localText(g.at[0]!, g.from)}`,
      ...g.at.slice(1).map((at) => `RDATE:${localText(at, g.from)}`),
      `END:${g.kind}`,
    );
  }
  lines.push("END:VTIMEZONE");
  return lines.join("\r\n");
}

/**
 * The TZID for the user's zone, or null for UTC and for a name Intl does not know (times are
 * then written in UTC, "…Z"). It is the zone's own name, defined by vtimezone().
 */
export function feedTimeZone(zone: string): string | null {
  if (zone === "UTC" || zone === "Etc/UTC") return null;
  return knownZone(zone) ? zone : null;
}
