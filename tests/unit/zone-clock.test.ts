// The dashboard's clock by arithmetic (lib/time/zone-clock.ts) must read what Intl reads, in
// every zone and across offset changes, or due chips would say "Today" on the wrong day.
import { describe, expect, it } from "vitest";
import { wallClock } from "@/lib/time/clock";
import { clockByOffset, steadyOffset } from "@/lib/time/zone-clock";

const ZONES = [
  "UTC",
  "Europe/Paris",
  "Europe/Dublin", // negative DST in the time zone database (winter is the "summer" offset)
  "America/New_York",
  "America/St_Johns", // -3:30 and -2:30
  "America/Sao_Paulo",
  "Australia/Lord_Howe", // half-hour DST
  "Pacific/Chatham", // +12:45 and +13:45
  "Asia/Kathmandu", // +5:45
  "Asia/Tokyo",
  "Africa/Casablanca", // the Ramadan pause, about a month between changes
];
const HOUR = 3_600_000;

describe("steadyOffset and clockByOffset", () => {
  it("read Intl's wall clock everywhere in their window, in every zone, 2025-2027", () => {
    let windows = 0;
    let refused = 0;
    for (const zone of ZONES) {
      for (
        let at = Date.UTC(2025, 0, 1);
        at < Date.UTC(2028, 0, 1);
        at += 29 * HOUR + 17 * 60_000
      ) {
        const steady = steadyOffset(zone, at);
        if (!steady) {
          refused++;
          continue;
        }
        windows++;
        for (let probe = steady.from; probe <= steady.until; probe += 5 * HOUR + 7 * 60_000)
          expect(clockByOffset(steady, probe), `${zone} ${new Date(probe).toISOString()}`).toEqual(
            wallClock(zone, new Date(probe)),
          );
      }
    }
    expect(windows).toBeGreaterThan(5000);
    // Near each change there is no steady offset (two changes a year in most of these zones).
    expect(refused).toBeGreaterThan(100);
  });

  it("gives no steady offset when a change falls within the window", () => {
    // Paris springs forward at 01:00 UTC on 29 March 2026; New York falls back on 1 November.
    expect(steadyOffset("Europe/Paris", Date.UTC(2026, 2, 28, 12))).toBeNull();
    expect(steadyOffset("Europe/Paris", Date.UTC(2026, 2, 29, 12))).toBeNull();
    expect(steadyOffset("America/New_York", Date.UTC(2026, 9, 31, 12))).toBeNull();
    expect(steadyOffset("Europe/Paris", Date.UTC(2026, 2, 25, 12))).toMatchObject({ minutes: 60 });
    expect(steadyOffset("Europe/Paris", Date.UTC(2026, 3, 5, 12))).toMatchObject({ minutes: 120 });
    expect(steadyOffset("Asia/Kathmandu", Date.UTC(2026, 5, 1))).toMatchObject({ minutes: 345 });
  });

  it("answers null outside its window, so the browser asks Intl", () => {
    const at = Date.UTC(2026, 5, 1, 12);
    const steady = steadyOffset("America/New_York", at)!;
    expect(clockByOffset(steady, at)).toEqual({ date: "2026-06-01", time: "08:00" });
    expect(clockByOffset(steady, at + 48 * HOUR + 1)).toBeNull();
    expect(clockByOffset(steady, at - 24 * HOUR - 1)).toBeNull();
  });
});
