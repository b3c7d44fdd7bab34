// How an iCalendar file is cut into components before ical.js reads them
// (lib/server/ical-in-batches.ts), on the shapes real and broken files take: a stray END line
// inside a task, a folded BEGIN line, components that are neither tasks nor events, and batches
// bounded by size as well as by count. Each case reads as the whole file read in one ICAL.parse.
import { describe, expect, it } from "vitest";
import { readIcs } from "@/lib/import/ics";
import { readCalendar } from "@/lib/calendars/read";
import { batchesOf, frameComponents } from "@/lib/server/ical-in-batches";

const ctx = { timeZone: "Europe/Berlin", now: new Date("2026-11-27T12:00:00Z") };
const calendar = (...lines: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...lines, "END:VCALENDAR"].join("\r\n");
const todo = (summary: string, ...more: string[]) => [
  "BEGIN:VTODO",
  `UID:${summary}`,
  `SUMMARY:${summary}`,
  ...more,
  "END:VTODO",
];

describe("iCalendar framing", () => {
  it("a stray END:VALARM inside a task does not lose the tasks around it (it was a 500)", async () => {
    // ical.js closes whatever is open at an END line: the first VTODO ends at END:VALARM, and
    // the lines after it are a VTODO of their own.
    const many = Array.from({ length: 3 }, (_, i) => todo(`Before ${i}`)).flat();
    const file = calendar(
      ...many,
      "BEGIN:VTODO",
      "UID:a",
      "SUMMARY:Broken",
      "END:VALARM",
      "BEGIN:VTODO",
      "SUMMARY:Inside",
      "END:VTODO",
      ...todo("After"),
    );
    const r = await readIcs(file, ctx);
    expect(r.tasks.map((t) => t.description)).toEqual([
      "Before 0",
      "Before 1",
      "Before 2",
      "Broken",
      "Inside",
      "After",
    ]);
    // Both halves are named by the line the broken VTODO begins on.
    expect(r.tasks.find((t) => t.description === "Inside")!.line).toBe(
      r.tasks.find((t) => t.description === "Broken")!.line,
    );
  });

  it("a stray END:VCALENDAR inside a task keeps the others of its batch", async () => {
    const file = calendar(
      ...todo("First"),
      "BEGIN:VTODO",
      "UID:b",
      "SUMMARY:Broken",
      "END:VCALENDAR",
      "END:VTODO",
      ...todo("Last"),
    );
    const r = await readIcs(file, ctx);
    expect(r.tasks.map((t) => t.description)).toEqual(["First", "Broken", "Last"]);
  });

  it("reads a task whose BEGIN line is folded (RFC 5545 §3.1), and no boundary inside a folded line", async () => {
    const file = calendar(
      "BEGIN:VTO",
      " DO",
      "UID:f",
      "SUMMARY:Folded begin",
      "DESCRIPTION:not a boundary:",
      " BEGIN:VEVENT",
      "END:VTODO",
      ...todo("Plain"),
    );
    const r = await readIcs(file, ctx);
    expect(r.tasks.map((t) => [t.description, t.line])).toEqual([
      ["Folded begin", 4],
      ["Plain", 11],
    ]);
    expect(r.tasks[0]!.notes).toBe("not a boundary:BEGIN:VEVENT");
  });

  it("frames every component but the time zones; journal entries are neither tasks nor events", async () => {
    const file = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:Europe/Berlin",
      "BEGIN:STANDARD",
      "DTSTART:19701025T030000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "END:STANDARD",
      "END:VTIMEZONE",
      ...Array.from({ length: 3 }, (_, i) => [
        "BEGIN:VJOURNAL",
        `UID:j${i}`,
        "SUMMARY:A day",
        "END:VJOURNAL",
      ]).flat(),
      ...todo("Task"),
      "BEGIN:VEVENT",
      "UID:e",
      "SUMMARY:Meeting",
      "DTSTART:20261127T100000Z",
      "DTEND:20261127T110000Z",
      "END:VEVENT",
    );
    const framed = await frameComponents(file);
    expect(framed.components.map((c) => c.name)).toEqual([
      "VJOURNAL",
      "VJOURNAL",
      "VJOURNAL",
      "VTODO",
      "VEVENT",
    ]);
    expect(framed.outside).toContain("BEGIN:VTIMEZONE");
    const r = await readIcs(file, ctx);
    expect(r.tasks.map((t) => t.description)).toEqual(["Task"]);
    expect(r.skipped.map((s) => s.reason)).toEqual(["An event, not a task"]);
    const feed = await readCalendar(file, { timeZone: "Europe/Berlin", now: ctx.now });
    expect(feed.series.map((s) => s.title)).toEqual(["Meeting"]);
  });

  it("batches at most 50 components and 256 kB; a larger one goes alone", async () => {
    const big = "x".repeat(70_000);
    const file = calendar(
      ...Array.from({ length: 120 }, (_, i) => todo(`Small ${i}`)).flat(),
      ...Array.from({ length: 5 }, (_, i) => todo(`Big ${i}`, `DESCRIPTION:${big}`)).flat(),
      ...todo("Huge", `DESCRIPTION:${"y".repeat(300_000)}`),
    );
    const { components } = await frameComponents(file);
    const sizes = [...batchesOf(components)].map((b) => b.length);
    expect(sizes).toEqual([50, 50, 23, 2, 1]);
    expect(sizes.reduce((a, b) => a + b)).toBe(126);
    const r = await readIcs(file, ctx);
    expect(r.tasks).toHaveLength(126);
  });

  it("keeps what ical.js reads as the whole file did: blanks after BEGIN, a time zone closed amiss, an X- wrapper", async () => {
    const file = calendar(
      "BEGIN:VTIMEZONE",
      "TZID:Somewhere",
      "BEGIN:STANDARD",
      "DTSTART:19701025T030000",
      "TZOFFSETFROM:+0200",
      "TZOFFSETTO:+0100",
      "END:STANDARD",
      "END:TIMEZONE",
      "BEGIN:VTODO ",
      "UID:a",
      "SUMMARY:Blank after BEGIN",
      "END:VTODO",
      "BEGIN:X-GROUP",
      ...todo("In a wrapper"),
      "END:X-GROUP",
      ...todo("Last"),
    );
    const r = await readIcs(file, ctx);
    expect(r.tasks.map((t) => t.description)).toEqual([
      "Blank after BEGIN",
      "In a wrapper",
      "Last",
    ]);
  });
});
