// Calendar time in the balance (issue 44 item 5, docs/decisions/calendar-balance.md), against a real
// local calendar server: busy events of calendars counted in the balance add their minutes to their
// areas, capped per day; "Count in my balance" off takes them out; another user's never count.
import { beforeAll, describe, expect, it } from "vitest";
import { signedInClient, type ApiClient } from "../helpers/api-client";
import { calendarServer, icsDay, isoDay, type CalendarServer } from "../helpers/calendar-server";
import { CATEGORIES } from "@/lib/categories";

let server: CalendarServer;
let n = 0;
const path = () => `/balance-${++n}/private-0a1b2c3d4e5f60718293a4b5c6d7e8f9/basic.ics`;

beforeAll(async () => {
  server = await calendarServer();
  const client = (await signedInClient("calbal-warm")).client;
  await client.post("/api/calendars", { url: server.serve(path(), busyWeek()) });
}, 120_000);

const event = (uid: string, lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:${uid}@balance`,
  ...lines,
  "END:VEVENT",
];

/**
 * Three days ago a 22-hour hackathon (over the 16-hour day: 960 counted); two days ago a busy
 * all-day conference (the whole 960); yesterday a 2-hour planning meeting (120) and a free all-day
 * "Working from home" (nothing); tomorrow a 90-minute review (ahead).
 */
function busyWeek(): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "X-WR-CALNAME:Work",
    ...event("hackathon", [
      `DTSTART:${icsDay(-3)}T010000Z`,
      `DTEND:${icsDay(-3)}T230000Z`,
      "SUMMARY:Hackathon",
    ]),
    ...event("conference", [
      `DTSTART;VALUE=DATE:${icsDay(-2)}`,
      `DTEND;VALUE=DATE:${icsDay(-1)}`,
      "SUMMARY:Industry conference",
      "TRANSP:OPAQUE",
    ]),
    ...event("planning", [
      `DTSTART:${icsDay(-1)}T100000Z`,
      `DTEND:${icsDay(-1)}T120000Z`,
      "SUMMARY:Quarter planning",
    ]),
    ...event("wfh", [
      `DTSTART;VALUE=DATE:${icsDay(-1)}`,
      `DTEND;VALUE=DATE:${icsDay(0)}`,
      "SUMMARY:Working from home",
      "TRANSP:TRANSPARENT",
    ]),
    ...event("review", [
      `DTSTART:${icsDay(1)}T100000Z`,
      `DTEND:${icsDay(1)}T113000Z`,
      "SUMMARY:Design review",
    ]),
    "END:VCALENDAR",
  ].join("\r\n");
}

type Minutes = Record<(typeof CATEGORIES)[number], number>;
const total = (m: Minutes) => CATEGORIES.reduce((s, c) => s + (m[c] ?? 0), 0);

/** A user with the busy week subscribed, every series moved to Career. */
async function userWithCalendar(): Promise<{ client: ApiClient; calendarId: number }> {
  const { client } = await signedInClient("calbal");
  const added = await client.post("/api/calendars", {
    url: server.serve(path(), busyWeek()),
    category: "business_career",
  });
  expect(added.status).toBe(201);
  const events = await client.get(`/api/events?from=${isoDay(-3)}&to=${isoDay(1)}`);
  for (const seriesId of new Set((events.body as { seriesId: number }[]).map((e) => e.seriesId)))
    expect(
      (await client.patch(`/api/events/${seriesId}`, { category: "business_career" })).status,
    ).toBe(200);
  return { client, calendarId: added.body.id };
}

describe("GET /api/calendars/balance", () => {
  it("counts busy event minutes, caps each day at 16 h, and splits past from ahead", async () => {
    const { client } = await userWithCalendar();
    const res = await client.get("/api/calendars/balance");
    expect(res.status).toBe(200);
    // 960 (hackathon, capped) + 960 (busy all-day conference) + 120 (planning); the free
    // all-day "Working from home" counts nothing.
    expect(res.body.past.business_career).toBe(960 + 960 + 120);
    expect(total(res.body.past)).toBe(2040);
    expect(res.body.ahead.business_career).toBe(90);
    expect(total(res.body.ahead)).toBe(90);
  });

  it("counts nothing once the calendar's switch is off, and again once it is back on", async () => {
    const { client, calendarId } = await userWithCalendar();
    expect(
      (await client.patch(`/api/calendars/${calendarId}`, { countInBalance: false })).body,
    ).toMatchObject({ countInBalance: false });
    const off = await client.get("/api/calendars/balance");
    expect(total(off.body.past)).toBe(0);
    expect(total(off.body.ahead)).toBe(0);
    await client.patch(`/api/calendars/${calendarId}`, { countInBalance: true });
    expect(total((await client.get("/api/calendars/balance")).body.past)).toBe(2040);
  });

  it("never counts another user's calendar", async () => {
    await userWithCalendar();
    const { client } = await signedInClient("calbal-other");
    const res = await client.get("/api/calendars/balance");
    expect(total(res.body.past) + total(res.body.ahead)).toBe(0);
  });
});

describe("the balance analysis", () => {
  it("adds the calendar's minutes and says how much came from it, only while the switch is on", async () => {
    const { client, calendarId } = await userWithCalendar();
    expect(
      (await client.post("/api/tasks", { description: "Write the report", category: "health" }))
        .status,
    ).toBe(201);
    const on = await client.get("/api/tasks/analyze");
    expect(on.status).toBe(200);
    // This task (30 min, Health) and the 90-minute review ahead; the welcome task counts in no
    // figure (issue 47).
    expect(on.body.analysis).toContain("Your tasks to do and calendar ahead add up to 2 h:");
    expect(on.body.analysis).toContain(
      "Your calendar adds 1 h 30 m over the next 7 days: Business/Career 75% of your time to do, 1 h 30 m of it from your calendar.",
    );
    await client.patch(`/api/calendars/${calendarId}`, { countInBalance: false });
    const off = await client.get("/api/tasks/analyze");
    expect(off.body.analysis).not.toContain("from your calendar");
  });
});

describe("Insights and the weekly review", () => {
  type Week = {
    weekStart: string;
    minutes: Minutes;
    calendarMinutes: Minutes;
    score: number | null;
  };

  it("add the calendar time over in each week to its minutes, and drop it with the switch off", async () => {
    const { client, calendarId } = await userWithCalendar();
    const history = await client.get("/api/balance/history?weeks=2&by=time");
    expect(history.status).toBe(200);
    const weeks = history.body.weeks as Week[];
    // Three days ago to yesterday fall in this week or the one before; the review ahead is not over.
    const calendarCareer = weeks.reduce((s, w) => s + w.calendarMinutes.business_career, 0);
    expect(calendarCareer).toBe(2040);
    expect(weeks.reduce((s, w) => s + w.minutes.business_career, 0)).toBe(2040);
    // Calendar time alone gives a week a score by time.
    expect(weeks.some((w) => w.calendarMinutes.business_career > 0 && w.score !== null)).toBe(true);

    const review = await client.get("/api/reviews/current");
    expect(review.status).toBe(200);
    const reviewed = weeks.find((w) => w.weekStart === review.body.weekStart);
    expect(review.body.summary.calendarMinutes.business_career).toBe(
      reviewed?.calendarMinutes.business_career ?? 0,
    );
    expect(review.body.summary.minutes.business_career).toBe(
      review.body.summary.calendarMinutes.business_career,
    );

    await client.patch(`/api/calendars/${calendarId}`, { countInBalance: false });
    const off = (await client.get("/api/balance/history?weeks=2&by=time")).body.weeks as Week[];
    expect(off.reduce((s, w) => s + total(w.calendarMinutes) + total(w.minutes), 0)).toBe(0);
    expect(total((await client.get("/api/reviews/current")).body.summary.calendarMinutes)).toBe(0);
  });
});
