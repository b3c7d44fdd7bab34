// Building a big feed gives the event loop back (finding F4): 2,000 events, never more than 50 ms
// of the main thread's time on a core between two turns of the loop (bench/event-loop-block.ts: a
// busy machine does not lengthen it).
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventLoopBlock } from "@/bench/event-loop-block";
import { buildCalendar, MAX_FEED_EVENTS, type FeedTask } from "@/lib/calendar/feed-render";
import { addDays } from "@/lib/time/days";

const many: FeedTask[] = Array.from({ length: MAX_FEED_EVENTS }, (_, i) => ({
  id: i + 1,
  description: `Task ${i}: a description long enough to be folded over more than one line of the calendar text, ü ✓`,
  category: "health",
  important: i % 5 === 0,
  dueDate: addDays("2030-01-01", i % 365),
  dueTime: i % 2 ? "09:30" : null,
  recurrence: i % 10 === 0 ? "FREQ=WEEKLY" : null,
  completed: i % 7 === 0,
}));

describe("buildCalendar at the cap", () => {
  it("never holds the event loop for more than 50 ms", async () => {
    let text = "";
    const { longest, ticks } = await eventLoopBlock(async () => {
      text = await buildCalendar(many, { timeZone: "Europe/Paris" });
    });
    console.log(
      `[calendar-build] ${MAX_FEED_EVENTS} events: longest hold ${longest.toFixed(1)} ms`,
    );
    expect(ticks).toBeGreaterThan(0);
    expect(longest).toBeLessThan(50);
    // And the text is one valid calendar with every event, lines folded at 75 octets.
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(MAX_FEED_EVENTS);
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  }, 60_000);
});
