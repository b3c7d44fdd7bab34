// formatDate spells out en-US dates by hand (no Intl while the dashboard hydrates); it must say
// exactly what Intl says, or the server's HTML and the reader's first render would differ.
import { describe, expect, it } from "vitest";
import { formatDate } from "@/components/layout/local-date";

const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

describe("formatDate", () => {
  it("matches Intl's en-US long date in UTC for every day of 1970-2100", () => {
    const start = Date.UTC(1970, 0, 1);
    const end = Date.UTC(2100, 11, 31);
    let checked = 0;
    // 23 hours 13 minutes at a time: less than a day, so no day is skipped, and the hour of the
    // day moves on at each step.
    for (let t = start; t <= end; t += 23 * 3_600_000 + 13 * 60_000) {
      const iso = new Date(t).toISOString();
      expect(formatDate(iso), iso).toBe(intl.format(new Date(t)));
      checked++;
    }
    expect(checked).toBeGreaterThan(30_000);
  });

  it("reads the instant in UTC, whatever the offset the text carries", () => {
    expect(formatDate("2025-11-21T23:30:00-05:00")).toBe("November 22, 2025");
    expect(formatDate("2025-01-01T00:00:00.000Z")).toBe("January 1, 2025");
    expect(formatDate("2024-02-29T12:00:00Z")).toBe("February 29, 2024");
  });
});
