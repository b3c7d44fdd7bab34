// Subscribed calendars (issue 44) against a real local HTTP server started here (named in
// CALENDAR_ALLOWED_HOSTS): adding by address, the events as rows per day, conditional refreshes,
// failures and the pause, the series' area kept across refreshes, the cron run, the 10-calendar
// cap, the secret address encrypted and masked, and every loopback spelling refused before any
// connection is made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import {
  calendarServer,
  connectionTrap,
  isoDay,
  sampleCalendar,
  type CalendarServer,
} from "../helpers/calendar-server";
import { getDb } from "@/db/client";
import { calendarEvents, calendars } from "@/db/schema";
import { calendarAddress } from "@/lib/calendars/fetch";
import { refreshDueCalendars } from "@/lib/calendars/refresh";
import { maskCalendarUrl } from "@/lib/calendars/mask";

let server: CalendarServer;
let trap: Awaited<ReturnType<typeof connectionTrap>>;
let n = 0;
const path = (name = "cal") => `/${name}-${++n}/private-4f9a7c1e0b2d3a5f8e6c9b7a1d0e2f3c/basic.ics`;

beforeAll(async () => {
  server = await calendarServer();
  trap = await connectionTrap();
  // The first calendar opens the database and loads the local categorizer: done here, not inside
  // the first test's time limit.
  const client = (await signedInClient("cal-warm")).client;
  await client.post("/api/calendars", { url: server.serve(path("warm"), sampleCalendar()) });
}, 120_000);
afterAll(async () => {
  await trap.close();
});

async function user() {
  return (await signedInClient("cal")).client;
}

describe("POST /api/calendars", () => {
  it("reads the calendar once and answers 201 with its masked address and status", async () => {
    const client = await user();
    const url = server.serve(path(), sampleCalendar("Work"));
    const res = await client.post("/api/calendars", { url });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      name: "Work",
      category: expect.any(String),
      countInBalance: true,
      color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      status: "ok",
      lastSyncedAt: expect.any(String),
      // 3 meetings (one excluded), 1 trip, 1 dentist.
      events: 5,
    });
    expect(res.body.url).toBe(`http://127.0.0.1:${server.port}/…/basic.ics`);
    expect(res.text).not.toContain("private-4f9a7c1e");
    const list = await client.get("/api/calendars");
    expect(list.body).toHaveLength(1);
    expect(list.text).not.toContain("private-4f9a7c1e");
  });

  it("takes a name and an area; the address is stored encrypted", async () => {
    const client = await user();
    const url = server.serve(path(), sampleCalendar("Ignored"));
    const res = await client.post("/api/calendars", {
      url,
      name: "Family",
      category: "family_friends",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Family", category: "family_friends" });
    const db = await getDb();
    const [row] = await db.select().from(calendars).where(eq(calendars.id, res.body.id));
    expect(row!.urlEncrypted).not.toContain("127.0.0.1");
    expect(row!.urlEncrypted).not.toContain("private");
    expect(row!.urlEncrypted).toMatch(/^v1\./);
  });

  it("422 when what comes back is not a calendar, is missing, or is too large; 502 when the server fails", async () => {
    const client = await user();
    const html = server.serve(path(), "<!doctype html><p>Sign in</p>", { type: "text/html" });
    expect((await client.post("/api/calendars", { url: html })).body).toMatchObject({
      code: "NOT_A_CALENDAR",
    });
    const missing = `${server.origin}${path()}`;
    const gone = await client.post("/api/calendars", { url: missing });
    expect(gone.status).toBe(422);
    const big = server.serve(path(), "BEGIN:VCALENDAR\r\n" + "X-PAD:" + "x".repeat(5_300_000));
    const tooLarge = await client.post("/api/calendars", { url: big });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.message).toMatch(/5 MB/);
    const broken = server.serve(path(), "oops", { status: 500 });
    const down = await client.post("/api/calendars", { url: broken });
    expect(down.status).toBe(502);
    expect(down.body.code).toBe("CALENDAR_UNREACHABLE");
    // Nothing was stored for any of them.
    expect((await client.get("/api/calendars")).body).toEqual([]);
  });

  it("409 past 10 calendars", async () => {
    const client = await user();
    for (let i = 0; i < 10; i++) {
      const res = await client.post("/api/calendars", {
        url: server.serve(path(), sampleCalendar(`C${i}`)),
      });
      expect(res.status).toBe(201);
    }
    const before = server.counts.requests;
    const res = await client.post("/api/calendars", {
      url: server.serve(path(), sampleCalendar()),
    });
    expect(res.status).toBe(409);
    expect(server.counts.requests).toBe(before);
  });
});

describe("SSRF: addresses refused before any connection", () => {
  const spellings = (port: number) => [
    `https://127.0.0.1:${port}/basic.ics`,
    `https://127.1:${port}/basic.ics`,
    `https://2130706433:${port}/basic.ics`,
    `https://0177.0.0.1:${port}/basic.ics`,
    `https://0x7f.0.0.1:${port}/basic.ics`,
    `https://0x7f000001:${port}/basic.ics`,
    `https://[::1]:${port}/basic.ics`,
    `https://[::ffff:127.0.0.1]:${port}/basic.ics`,
    `https://[::ffff:7f00:1]:${port}/basic.ics`,
    `https://[0:0:0:0:0:0:0:1]:${port}/basic.ics`,
    `https://localhost:${port}/basic.ics`,
    `https://0.0.0.0:${port}/basic.ics`,
    `webcal://127.0.0.1:${port}/basic.ics`,
    `http://127.0.0.1:${port}/basic.ics`,
    `https://user:pass@127.0.0.1:${port}/basic.ics`,
    `https://169.254.169.254/latest/meta-data/`,
    `https://10.0.0.1/calendar.ics`,
    `https://192.168.1.1/calendar.ics`,
    `https://[fd00::1]/calendar.ics`,
    `ftp://127.0.0.1:${port}/basic.ics`,
    `file:///etc/passwd`,
    `javascript:alert(1)`,
    `not a url`,
  ];

  it("answers 400 CALENDAR_URL_REFUSED for every loopback and private spelling", async () => {
    const client = await user();
    for (const url of spellings(trap.port)) {
      const res = await client.post("/api/calendars", { url });
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe("CALENDAR_URL_REFUSED");
      expect(res.body.message, url).toMatch(/refused/);
    }
    expect(trap.connections()).toBe(0);
    expect((await client.get("/api/calendars")).body).toEqual([]);
  });

  it("re-checks a redirect: an allowed server sending the request to loopback is refused", async () => {
    const client = await user();
    for (const target of [
      `https://127.0.0.1:${trap.port}/basic.ics`,
      `https://localhost:${trap.port}/basic.ics`,
      `http://[::1]:${trap.port}/basic.ics`,
      `https://2130706433:${trap.port}/basic.ics`,
    ]) {
      const url = server.redirect(path("redirect"), target);
      const res = await client.post("/api/calendars", { url });
      expect(res.status, target).toBe(400);
      expect(res.body.code, target).toBe("CALENDAR_URL_REFUSED");
    }
    expect(trap.connections()).toBe(0);
  });

  it("reads webcal:// as https://", () => {
    expect(calendarAddress("webcal://calendar.example.com/x/basic.ics")).toBe(
      "https://calendar.example.com/x/basic.ics",
    );
    expect(calendarAddress("  WEBCAL://p01-caldav.icloud.com/published/2/abc ")).toBe(
      "https://p01-caldav.icloud.com/published/2/abc",
    );
  });

  it("masks the secret part of an address", () => {
    expect(
      maskCalendarUrl(
        "https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/private-0123456789abcdef/basic.ics",
      ),
    ).toBe("https://calendar.google.com/…/basic.ics");
    expect(
      maskCalendarUrl(
        "https://p01-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Njc4OTAxMjM0NTY3",
      ),
    ).toBe("https://p01-caldav.icloud.com/…");
  });
});

describe("events", () => {
  it("GET /api/events gives one row per day, all-day first, with the calendar's colour and the series' area", async () => {
    const client = await user();
    const cal = await client.post("/api/calendars", {
      url: server.serve(path(), sampleCalendar()),
    });
    const res = await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(8)}`);
    expect(res.status).toBe(200);
    const rows = res.body as Array<Record<string, unknown>>;
    expect(
      rows.map((r) => `${r.date} ${r.allDay ? "all-day" : `${r.start}-${r.end}`} ${r.title}`),
    ).toEqual([
      `${isoDay(0)} 09:00-09:45 Dentist appointment`,
      `${isoDay(0)} 14:00-15:00 Team meeting`,
      `${isoDay(1)} all-day Trip to the coast`,
      `${isoDay(2)} all-day Trip to the coast`,
      // The instance a week later is excluded (EXDATE).
    ]);
    expect(rows[0]).toMatchObject({
      calendarId: cal.body.id,
      seriesId: expect.any(Number),
      minutes: 45,
      busy: true,
      location: "",
      color: cal.body.color,
      category: expect.any(String),
    });
    expect(rows[2]).toMatchObject({ busy: false, start: null, end: null, allDay: true });
  });

  it("refuses a range past 62 days or backwards", async () => {
    const client = await user();
    expect((await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(62)}`)).status).toBe(400);
    expect((await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(61)}`)).status).toBe(200);
    expect((await client.get(`/api/events?from=${isoDay(3)}&to=${isoDay(2)}`)).status).toBe(400);
    expect((await client.get(`/api/events?from=2026-02-30&to=${isoDay(2)}`)).status).toBe(400);
    expect((await client.get(`/api/events?from=${isoDay(0)}`)).status).toBe(400);
  });

  it("PATCH /api/events/{seriesId} sets the area of every occurrence, kept across refreshes", async () => {
    const client = await user();
    const p = path();
    const cal = await client.post("/api/calendars", { url: server.serve(p, sampleCalendar()) });
    const events = (await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(30)}`)).body;
    const meeting = events.find((e: { title: string }) => e.title === "Team meeting");
    const res = await client.patch(`/api/events/${meeting.seriesId}`, {
      category: "fun_recreation",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seriesId: meeting.seriesId, category: "fun_recreation" });
    // The file changes: the meeting moves an hour later; its area stays the user's.
    server.serve(
      p,
      sampleCalendar()
        .replace(/T140000Z/g, "T150000Z")
        .replace(/T150000Z\r\nRRULE/, "T160000Z\r\nRRULE"),
    );
    const refreshed = await client.post(`/api/calendars/${cal.body.id}/refresh`);
    expect(refreshed.status).toBe(200);
    const after = (await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(30)}`)).body.filter(
      (e: { title: string }) => e.title === "Team meeting",
    );
    expect(after.length).toBe(3);
    expect(
      after.every(
        (e: { category: string; start: string }) =>
          e.category === "fun_recreation" && e.start === "15:00",
      ),
    ).toBe(true);
    // Another user's series is a 404, and stays as it was.
    const other = await user();
    expect(
      (await other.patch(`/api/events/${meeting.seriesId}`, { category: "health" })).status,
    ).toBe(404);
    expect(
      (await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(0)}`)).body.find(
        (e: { title: string }) => e.title === "Team meeting",
      ).category,
    ).toBe("fun_recreation");
  });
});

describe("refresh", () => {
  it("asks conditionally (If-None-Match / If-Modified-Since); 304 keeps the events, a change replaces them", async () => {
    const client = await user();
    const p = path();
    const cal = await client.post("/api/calendars", { url: server.serve(p, sampleCalendar()) });
    const conditional = server.counts.conditional;
    const notModified = server.counts.notModified;
    const same = await client.post(`/api/calendars/${cal.body.id}/refresh`);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ status: "ok", events: 5 });
    expect(server.counts.conditional).toBe(conditional + 1);
    expect(server.counts.notModified).toBe(notModified + 1);

    server.serve(
      p,
      sampleCalendar("Work", [
        "BEGIN:VEVENT",
        "UID:new@test",
        `DTSTART:${isoDay(4).replace(/-/g, "")}T100000Z`,
        "DURATION:PT30M",
        "SUMMARY:Coffee with Alex",
        "END:VEVENT",
      ]),
    );
    const changed = await client.post(`/api/calendars/${cal.body.id}/refresh`);
    expect(changed.body.events).toBe(6);
    const events = (await client.get(`/api/events?from=${isoDay(4)}&to=${isoDay(4)}`)).body;
    expect(events.map((e: { title: string }) => e.title)).toContain("Coffee with Alex");
  });

  it("counts failures in words, pauses after five in a row, and Refresh now resumes it", async () => {
    const client = await user();
    const p = path();
    const cal = await client.post("/api/calendars", { url: server.serve(p, sampleCalendar()) });
    server.serve(p, "<html>gone</html>", { status: 404, type: "text/html" });
    let last;
    for (let i = 0; i < 5; i++) last = await client.post(`/api/calendars/${cal.body.id}/refresh`);
    expect(last!.body).toMatchObject({ status: "not-found", paused: true, failures: 5, events: 5 });
    // The events of the last good read stay.
    expect((await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(0)}`)).body).toHaveLength(
      2,
    );
    // The timer leaves a paused calendar alone.
    const hits = server.hits.get(p);
    await refreshDueCalendars(new Date(Date.now() + 60 * 60_000));
    expect(server.hits.get(p)).toBe(hits);
    server.serve(p, sampleCalendar());
    const back = await client.post(`/api/calendars/${cal.body.id}/refresh`);
    expect(back.body).toMatchObject({ status: "ok", paused: false, failures: 0 });
  });

  it("the cron run refreshes calendars due (15 minutes since the last try), conditionally", async () => {
    const client = await user();
    const p = path();
    await client.post("/api/calendars", { url: server.serve(p, sampleCalendar()) });
    const hits = server.hits.get(p)!;
    await refreshDueCalendars(new Date(Date.now() + 5 * 60_000));
    expect(server.hits.get(p)).toBe(hits);
    const conditional = server.counts.conditional;
    const run = await refreshDueCalendars(new Date(Date.now() + 16 * 60_000));
    expect(run.refreshed).toBeGreaterThanOrEqual(1);
    expect(server.hits.get(p)).toBe(hits + 1);
    expect(server.counts.conditional).toBeGreaterThan(conditional);
  });

  it("GET /api/cron/calendars needs the cron secret", async () => {
    process.env.CRON_SECRET = "calendar-cron-secret";
    const anon = new ApiClient();
    expect((await anon.get("/api/cron/calendars")).status).toBe(401);
    const ok = await anon.request("GET", "/api/cron/calendars", undefined, {
      headers: { authorization: "Bearer calendar-cron-secret" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ refreshed: expect.any(Number), failed: expect.any(Number) });
  });
});

describe("change, remove, another user's, export, account deletion", () => {
  it("PATCH changes name, area and the balance switch; another user gets 404 everywhere", async () => {
    const client = await user();
    const cal = await client.post("/api/calendars", {
      url: server.serve(path(), sampleCalendar()),
    });
    const res = await client.patch(`/api/calendars/${cal.body.id}`, {
      name: "Job",
      category: "business_career",
      countInBalance: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Job",
      category: "business_career",
      countInBalance: false,
    });
    const other = await user();
    const before = (await client.get("/api/calendars")).text;
    expect((await other.patch(`/api/calendars/${cal.body.id}`, { name: "Mine" })).status).toBe(404);
    expect((await other.post(`/api/calendars/${cal.body.id}/refresh`)).status).toBe(404);
    expect((await other.request("DELETE", `/api/calendars/${cal.body.id}`)).status).toBe(404);
    expect((await client.get("/api/calendars")).text).toBe(before);
    expect((await other.get(`/api/events?from=${isoDay(0)}&to=${isoDay(3)}`)).body).toEqual([]);
  });

  it("DELETE removes the calendar, its events and their areas", async () => {
    const client = await user();
    const cal = await client.post("/api/calendars", {
      url: server.serve(path(), sampleCalendar()),
    });
    expect((await client.request("DELETE", `/api/calendars/${cal.body.id}`)).status).toBe(204);
    expect((await client.get("/api/calendars")).body).toEqual([]);
    expect((await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(3)}`)).body).toEqual([]);
    const db = await getDb();
    expect(
      await db.select().from(calendarEvents).where(eq(calendarEvents.calendarId, cal.body.id)),
    ).toEqual([]);
  });

  it("the export holds the calendars with their addresses masked, and the event areas", async () => {
    const { client } = await signedInClient("cal-export");
    await client.post("/api/calendars", { url: server.serve(path(), sampleCalendar()) });
    const res = await client.get("/api/account/export");
    expect(res.status).toBe(200);
    const data = JSON.parse(res.text);
    expect(data.calendars).toHaveLength(1);
    expect(data.calendars[0].url).toMatch(/\/…\/basic\.ics$/);
    expect(res.text).not.toContain("private-4f9a7c1e");
    expect(res.text).not.toContain("urlEncrypted");
    expect(data.calendarEventAreas.map((s: { title: string }) => s.title).sort()).toEqual([
      "Dentist appointment",
      "Team meeting",
      "Trip to the coast",
    ]);
  });

  it("deleting the account deletes its calendars and events", async () => {
    const u = await signedInClient("cal-delete");
    const cal = await u.client.post("/api/calendars", {
      url: server.serve(path(), sampleCalendar()),
    });
    expect(
      (await u.client.request("DELETE", "/api/account", { password: u.password })).status,
    ).toBe(200);
    const db = await getDb();
    expect(await db.select().from(calendars).where(eq(calendars.id, cal.body.id))).toEqual([]);
    expect(
      await db.select().from(calendarEvents).where(eq(calendarEvents.calendarId, cal.body.id)),
    ).toEqual([]);
  });
});

describe("POST /api/plans/propose with calendar events", () => {
  it("answers the day's events and never puts a task over a busy one", async () => {
    const client = await user();
    await client.post("/api/calendars", { url: server.serve(path(), sampleCalendar()) });
    for (let i = 0; i < 8; i++)
      await client.post("/api/tasks", {
        description: `Deep work block ${i}`,
        category: "business_career",
        estimateMinutes: 60,
      });
    const res = await client.post("/api/plans/propose", {
      date: isoDay(0),
      start: "08:00",
      minutes: 600,
    });
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { title: string }) => e.title)).toEqual([
      "Dentist appointment",
      "Team meeting",
    ]);
    // 08:00-18:00 less the dentist (45 min) and the meeting (60 min).
    expect(res.body.minutes).toBe(600);
    expect(res.body.freeMinutes).toBe(600 - 105);
    const toMin = (c: string) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3));
    for (const item of res.body.items as { start: string; minutes: number }[]) {
      const from = toMin(item.start);
      const to = from + item.minutes;
      expect(to <= 9 * 60 || from >= 9 * 60 + 45, item.start).toBe(true);
      expect(to <= 14 * 60 || from >= 15 * 60, item.start).toBe(true);
    }
    expect(res.body.items.length).toBeGreaterThan(0);
  });
});

describe("hostile calendar input", () => {
  it("odd names, addresses and queries are 400s naming the field, never 5xx", async () => {
    const client = await user();
    for (const body of [
      { url: "" },
      { url: "x".repeat(3000) },
      { url: 42 },
      { url: server.serve(path(), sampleCalendar()), name: "" },
      { url: server.serve(path(), sampleCalendar()), name: "a\u0000b" },
      { url: server.serve(path(), sampleCalendar()), category: "work" },
      { url: server.serve(path(), sampleCalendar()), color: "#fff" },
    ]) {
      const res = await client.post("/api/calendars", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    for (const q of [
      "from=2026-13-01&to=2026-12-01",
      "from=x&to=y",
      "from[]=1&to=2",
      "to=2026-12-01",
    ])
      expect((await client.get(`/api/events?${q}`)).status, q).toBe(400);
    expect((await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(1)}&x=1`)).status).toBe(
      400,
    );
  });

  it("a calendar's own text (titles with markup, huge lines, bad dates) is stored as text or skipped", async () => {
    const client = await user();
    const nasty = sampleCalendar("<script>alert(1)</script>", [
      "BEGIN:VEVENT",
      "UID:nasty@test",
      `DTSTART:${isoDay(0).replace(/-/g, "")}T120000Z`,
      `DTEND:${isoDay(0).replace(/-/g, "")}T123000Z`,
      `SUMMARY:<img src=x onerror=alert(1)> Robert'); DROP TABLE calendar_events;-- ${"y".repeat(2000)}`,
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:bad-date@test",
      "DTSTART:notadate",
      "SUMMARY:Broken",
      "END:VEVENT",
    ]);
    const res = await client.post("/api/calendars", { url: server.serve(path(), nasty) });
    expect([201, 422]).toContain(res.status);
    if (res.status === 201) {
      const events = (await client.get(`/api/events?from=${isoDay(0)}&to=${isoDay(0)}`)).body;
      const row = events.find((e: { title: string }) => e.title.startsWith("<img"));
      expect(row.title.length).toBeLessThanOrEqual(500);
    }
  });
});
