// Issue 41 item 10: every zone Node knows gets a VTIMEZONE in the feed (three had none: times read
// as floating), and calendar programs read each timed event as the instant Intl says it is.
// Read with ical.js and node-ical, two parsers we did not write.
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { describe, expect, it } from "vitest";
import { buildCalendar, type FeedTask } from "@/lib/calendar/feed-render";
import { feedTimeZone } from "@/lib/calendar/time-zones";

const ZONES = Intl.supportedValuesOf("timeZone");

/** The UTC instant of a wall-clock reading in `zone`, by Intl alone. */
function instant(zone: string, day: string, time: string): number {
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(at);
    const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - at;
  };
  let at = wall - offset(wall);
  at = wall - offset(at);
  return at;
}

// Winter and summer in both hemispheres, now and a few years on.
const READINGS = [
  ["2026-01-15", "09:30"],
  ["2026-07-15", "09:30"],
  ["2031-03-20", "18:00"],
  ["2031-10-20", "06:15"],
] as const;

const tasks: FeedTask[] = READINGS.map(([day, time], i) => ({
  id: i + 1,
  description: `At ${day} ${time}`,
  category: "health",
  important: false,
  dueDate: day,
  dueTime: time,
  recurrence: null,
}));

describe("a VTIMEZONE for every zone Node knows", () => {
  it("includes America/Ciudad_Juarez, America/Coyhaique and Asia/Qostanay", () => {
    for (const zone of ["America/Ciudad_Juarez", "America/Coyhaique", "Asia/Qostanay"]) {
      expect(ZONES).toContain(zone);
      expect(feedTimeZone(zone)).toBe(zone);
    }
  });

  it("every zone's timed events read as Intl's instants in ical.js and node-ical", async () => {
    const wrong: string[] = [];
    for (const zone of ZONES) {
      const text = await buildCalendar(tasks, { timeZone: zone, domain: "balance.test" });
      const tzid = feedTimeZone(zone);
      const calendar = new ICAL.Component(ICAL.parse(text));
      const zones = calendar.getAllSubcomponents("vtimezone");
      if (tzid === null) expect(zones, zone).toHaveLength(0);
      else {
        expect(zones, zone).toHaveLength(1);
        expect(zones[0]!.getFirstPropertyValue("tzid"), zone).toBe(tzid);
        ICAL.TimezoneService.register(zones[0]!);
      }
      const byNode = Object.values(nodeIcal.sync.parseICS(text)).filter(
        (c): c is nodeIcal.VEvent => c?.type === "VEVENT",
      );
      for (const vevent of calendar.getAllSubcomponents("vevent")) {
        const event = new ICAL.Event(vevent);
        const [day, time] = READINGS[Number(event.uid.split("-")[1]!.split("@")[0]) - 1]!;
        const expected = instant(zone, day, time);
        // A DTSTART that names a zone must name the one defined here (never floating).
        const dtstart = vevent.getFirstProperty("dtstart")!;
        if (tzid) expect(dtstart.getParameter("tzid"), zone).toBe(tzid);
        if (event.startDate.toJSDate().getTime() !== expected)
          wrong.push(`${zone} ical.js ${day} ${time}: ${event.startDate.toJSDate().toISOString()}`);
        const other = byNode.find((e) => e.uid === event.uid)!;
        if (other.start.getTime() !== expected)
          wrong.push(`${zone} node-ical ${day} ${time}: ${other.start.toISOString()}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
