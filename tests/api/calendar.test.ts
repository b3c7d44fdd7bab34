// The calendar feed: the link API (GET /api/calendar, POST /api/calendar/reset) and the .ics
// itself, read back with ical.js, an iCalendar parser independent of the generator.
import ICAL from "ical.js";
import { afterEach, describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { makePremium } from "../helpers/route-table";
import { GET as getFeed } from "@/app/calendar/[feed]/route";
import { calendarFeedLink } from "@/lib/calendar/token";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { clearFeedCache } from "@/lib/calendar/feed-cache";
import { MAX_FEED_EVENTS } from "@/lib/calendar/feed-render";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { PEER_ADDRESS_HEADER } from "@/lib/server/peer-address";

type Feed = {
  status: number;
  headers: Headers;
  text: string;
  body: { message?: string; code?: string } | null;
};

/** Fetches a feed URL the way a calendar app does: no cookie, only the path's token. */
async function fetchFeed(feedUrl: string, headers: Record<string, string> = {}): Promise<Feed> {
  const url = new URL(feedUrl);
  const feed = decodeURIComponent(url.pathname.split("/").pop()!);
  const res = await getFeed(new Request(url, { headers }), { params: Promise.resolve({ feed }) });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* the calendar itself */
  }
  return { status: res.status, headers: res.headers, text, body };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar
    .getAllSubcomponents("vevent")
    .map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
  return { calendar, events };
}

const bySummary = (events: ReturnType<typeof parse>["events"], summary: string) =>
  events.find((e) => e.event.summary === summary);

async function userWithFeed(prefix: string) {
  const u = await signedInClient(prefix);
  const link = await u.client.get("/api/calendar");
  expect(link.status).toBe(200);
  return { ...u, feedUrl: link.body.feedUrl as string };
}

const envBefore = { ...process.env };
afterEach(() => {
  for (const name of [
    "TZ",
    "AUTH_URL",
    "CALENDAR_FEED_HOURLY_LIMIT",
    "CALENDAR_MISS_HOURLY_LIMIT",
  ]) {
    if (envBefore[name] === undefined) delete process.env[name];
    else process.env[name] = envBefore[name];
  }
});

/** `n` open tasks due on consecutive days from `firstDay`, written straight to the table (the API would take minutes). */
async function insertDatedTasks(
  userId: string,
  n: number,
  firstDay: string,
  extra: Partial<typeof tasks.$inferInsert> = {},
) {
  const db = await getDb();
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    description: `Bulk ${i}`,
    category: "health" as const,
    order: 1000 + i,
    dueDate: addDays(firstDay, i),
    ...extra,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(tasks).values(rows.slice(i, i + 500));
}

describe("the feed at scale (finding F4)", () => {
  afterEach(() => clearFeedCache());

  it("answers with an ETag, 304 to the same version, and a new version after a task or settings change", async () => {
    const { client, feedUrl } = await userWithFeed("cal-etag");
    const task = (
      await client.post("/api/tasks", {
        description: "Dentist",
        category: "health",
        dueDate: "2030-07-15",
      })
    ).body;
    const first = await fetchFeed(feedUrl);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const same = await fetchFeed(feedUrl, { "if-none-match": etag });
    expect(same.status).toBe(304);
    expect(same.text).toBe("");
    expect(same.headers.get("etag")).toBe(etag);
    expect((await fetchFeed(feedUrl, { "if-none-match": `W/${etag}, "other"` })).status).toBe(304);

    expect(
      (await client.patch(`/api/tasks/${task.id}`, { description: "Dentist at 5" })).status,
    ).toBe(200);
    const changed = await fetchFeed(feedUrl, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(parse(changed.text).events.map((e) => e.event.summary)).toEqual(["Dentist at 5"]);

    // A checklist item is in the event's description: adding one is a new version too.
    expect(
      (await client.post(`/api/tasks/${task.id}/items`, { text: "Bring the insurance card" }))
        .status,
    ).toBe(201);
    const withItem = await fetchFeed(feedUrl, { "if-none-match": changed.headers.get("etag")! });
    expect(withItem.status).toBe(200);
    expect(parse(withItem.text).events[0]!.event.description).toContain(
      "[ ] Bring the insurance card",
    );

    expect((await client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    const emptied = await fetchFeed(feedUrl, { "if-none-match": withItem.headers.get("etag")! });
    expect(emptied.status).toBe(200);
    expect(parse(emptied.text).events).toEqual([]);

    const before = emptied.headers.get("etag")!;
    expect((await client.patch("/api/settings", { timeZone: "Asia/Tokyo" })).status).toBe(200);
    expect((await fetchFeed(feedUrl, { "if-none-match": before })).status).toBe(200);
  });

  it("leaves out tasks completed more than 30 days ago", async () => {
    const { client, user, feedUrl } = await userWithFeed("cal-old-done");
    const old = (
      await client.post("/api/tasks", {
        description: "Long done",
        category: "health",
        dueDate: "2030-01-01",
        completed: true,
      })
    ).body;
    const db = await getDb();
    await db
      .update(tasks)
      .set({ completedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(and(eq(tasks.id, old.id), eq(tasks.userId, user.id)));
    expect(parse((await fetchFeed(feedUrl)).text).events).toEqual([]);
  });

  it("carries at most 2,000 events, the nearest to today first, and yields to other work while building", async () => {
    const { user, feedUrl } = await userWithFeed("cal-cap");
    const today = todayIn("UTC");
    // 1,100 overdue and 1,200 ahead: 2,300 dated open tasks, two at each distance from today up to 1,100.
    await insertDatedTasks(user.id, 1100, addDays(today, -1100));
    await insertDatedTasks(user.id, 1200, addDays(today, 1));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const res = await fetchFeed(feedUrl);
    clearInterval(timer);
    expect(res.status).toBe(200);
    const { events } = parse(res.text);
    expect(events).toHaveLength(MAX_FEED_EVENTS);
    const days = events.map((e) => e.event.startDate.toString()).sort();
    // The 300 dropped are the furthest from today: kept are the 1,000 days on either side.
    expect(days[0]).toBe(addDays(today, -1000));
    expect(days.at(-1)).toBe(addDays(today, 1000));
    // Other work ran while it was built: the build gave the event loop back.
    expect(ticks).toBeGreaterThan(0);
  }, 120_000);
});

describe("calendar link API", () => {
  it("needs a session: 401 signed out", async () => {
    const anon = new ApiClient();
    expect((await anon.get("/api/calendar")).status).toBe(401);
    const reset = await anon.post("/api/calendar/reset");
    expect(reset.status).toBe(401);
    expect(reset.body).toMatchObject({ message: expect.any(String), code: "UNAUTHORIZED" });
  });

  it("gives an absolute .ics URL with a 256-bit token, the same on every call (also two first calls at once)", async () => {
    const { client } = await signedInClient("cal-link");
    const [a, b] = await Promise.all([client.get("/api/calendar"), client.get("/api/calendar")]);
    expect(a.status).toBe(200);
    expect(a.body.feedUrl).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(b.body.feedUrl).toBe(a.body.feedUrl);
    expect((await client.get("/api/calendar")).body.feedUrl).toBe(a.body.feedUrl);
  });

  it("uses AUTH_URL's origin when it is set", async () => {
    const { client, user } = await signedInClient("cal-origin");
    const own = (await client.get("/api/calendar")).body.feedUrl as string;
    // Called directly: AUTH_URL on https would also change Auth.js's cookie names for the client.
    process.env.AUTH_URL = "https://balance.example.com/api/auth";
    const link = await calendarFeedLink(user.id);
    expect(link.feedUrl).toBe(own.replace("http://localhost:3000", "https://balance.example.com"));
  });

  it("reset gives a new link and the old one answers 404 at once", async () => {
    const { client, feedUrl } = await userWithFeed("cal-reset");
    expect((await fetchFeed(feedUrl)).status).toBe(200);
    const reset = await client.post("/api/calendar/reset");
    expect(reset.status).toBe(200);
    expect(reset.body.feedUrl).not.toBe(feedUrl);
    expect(reset.body.feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const old = await fetchFeed(feedUrl);
    expect(old.status).toBe(404);
    expect(old.body).toMatchObject({ message: expect.any(String), code: "NOT_FOUND" });
    expect((await fetchFeed(reset.body.feedUrl)).status).toBe(200);
    expect((await client.get("/api/calendar")).body.feedUrl).toBe(reset.body.feedUrl);
  });
});

describe("calendar feed", () => {
  it("is a calendar named Balance, served without a cookie as text/calendar", async () => {
    const { feedUrl } = await userWithFeed("cal-basic");
    const res = await fetchFeed(feedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    const { calendar, events } = parse(res.text);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Balance");
    expect(calendar.getFirstPropertyValue("name")).toBe("Balance");
    expect(String(calendar.getFirstPropertyValue("prodid"))).toContain("Balance");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(events).toEqual([]);
  });

  it("has one event per open dated task: all-day, timed in the user's zone, recurring; done ones marked ✓; none undated", async () => {
    const { client, feedUrl } = await userWithFeed("cal-events");
    expect((await client.patch("/api/settings", { timeZone: "America/New_York" })).status).toBe(
      200,
    );
    const post = async (body: Record<string, unknown>) => {
      const res = await client.post("/api/tasks", { category: "health", ...body });
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const allDay = await post({
      description: "Renew passport",
      category: "personal_growth",
      dueDate: "2030-03-10",
      important: true,
    });
    const timed = await post({ description: "Dentist", dueDate: "2030-07-15", dueTime: "17:00" });
    const weekly = await post({
      description: "Gym",
      dueDate: "2030-07-15",
      dueTime: "07:30",
      recurrence: "FREQ=WEEKLY;BYDAY=MO,TH",
    });
    await post({ description: "Already done", dueDate: "2030-03-11", completed: true });
    const ticked = await post({ description: "Ticked later", dueDate: "2030-03-12" });
    expect((await client.patch(`/api/tasks/${ticked.id}`, { completed: true })).status).toBe(200);
    await post({ description: "Some day" });

    const { events } = parse((await fetchFeed(feedUrl)).text);
    // Completed in the last 30 days: shown, marked, one occurrence (no rule).
    expect(events.map((e) => e.event.summary).sort()).toEqual([
      "Dentist",
      "Gym",
      "Renew passport",
      "✓ Already done",
      "✓ Ticked later",
    ]);
    const done = bySummary(events, "✓ Ticked later")!;
    expect(done.event.description).toBe("Area: Health\nCompleted");
    expect(done.event.isRecurring()).toBe(false);

    const day = bySummary(events, "Renew passport")!;
    expect(day.event.uid).toBe(`task-${allDay.id}@${new URL(feedUrl).hostname}`);
    expect(day.event.startDate.isDate).toBe(true);
    expect(day.event.startDate.toString()).toBe("2030-03-10");
    expect(day.event.endDate.toString()).toBe("2030-03-11");
    expect(day.vevent.getFirstProperty("categories")!.getValues()).toEqual(["Personal Growth"]);
    expect(day.event.description).toBe("Area: Personal Growth\nStarred");

    const at = bySummary(events, "Dentist")!;
    expect(at.event.uid).toBe(`task-${timed.id}@${new URL(feedUrl).hostname}`);
    expect(at.vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/New_York");
    expect(at.event.startDate.isDate).toBe(false);
    expect(at.event.startDate.toString()).toBe("2030-07-15T17:00:00");
    // The VTIMEZONE is right: 17:00 in New York in July (EDT, UTC-4) is 21:00 UTC.
    expect(at.event.startDate.toJSDate().toISOString()).toBe("2030-07-15T21:00:00.000Z");
    expect(at.event.endDate.toUnixTime() - at.event.startDate.toUnixTime()).toBe(30 * 60);
    expect(at.vevent.getFirstProperty("categories")!.getValues()).toEqual(["Health"]);
    expect(at.event.description).toBe("Area: Health");

    const rule = bySummary(events, "Gym")!;
    expect(rule.event.uid).toBe(`task-${weekly.id}@${new URL(feedUrl).hostname}`);
    expect(rule.event.isRecurring()).toBe(true);
    const recur = rule.vevent.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(recur.freq).toBe("WEEKLY");
    expect(recur.parts.BYDAY).toEqual(["MO", "TH"]);
    expect(rule.event.startDate.toString()).toBe(`${weekly.dueDate}T07:30:00`);
    // Expanded by the parser: the occurrences fall on Mondays and Thursdays, always at 07:30.
    const occurrences = rule.event.iterator();
    const next = Array.from({ length: 4 }, () => occurrences.next()!);
    for (const t of next)
      expect([
        [ICAL.Time.MONDAY, 7, 30],
        [ICAL.Time.THURSDAY, 7, 30],
      ]).toContainEqual([t.dayOfWeek(), t.hour, t.minute]);
    expect(new Set(next.map((t) => t.dayOfWeek())).size).toBe(2);
  });

  it("writes a time late in the evening into the next day and uses UTC for a UTC user", async () => {
    const { client, feedUrl } = await userWithFeed("cal-utc");
    await client.post("/api/tasks", {
      description: "Late call",
      category: "family_friends",
      dueDate: "2030-12-31",
      dueTime: "23:45",
    });
    const { events } = parse((await fetchFeed(feedUrl)).text);
    const late = bySummary(events, "Late call")!;
    expect(late.vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBeUndefined();
    expect(late.event.startDate.toJSDate().toISOString()).toBe("2030-12-31T23:45:00.000Z");
    expect(late.event.endDate.toJSDate().toISOString()).toBe("2031-01-01T00:15:00.000Z");
  });

  it("timed events last the estimate, the default estimate, or the day plan's minutes (issue 27)", async () => {
    const { client, feedUrl } = await userWithFeed("cal-time");
    await client.patch("/api/settings", { defaultEstimateMinutes: 20 });
    await client.post("/api/tasks", {
      description: "Long run",
      category: "health",
      dueDate: "2030-06-03",
      dueTime: "07:00",
      estimateMinutes: 90,
    });
    await client.post("/api/tasks", {
      description: "Quick call",
      category: "family_friends",
      dueDate: "2030-06-03",
      dueTime: "12:00",
    });
    const planned = await client.post("/api/tasks", {
      description: "Deep work",
      category: "business_career",
      estimateMinutes: 60,
    });
    const saved = await client.request("PUT", "/api/plans/2030-06-04", {
      start: "09:00",
      items: [{ taskId: planned.body.id, start: "09:30", minutes: 45 }],
    });
    expect(saved.status).toBe(200);
    const { events } = parse((await fetchFeed(feedUrl)).text);
    const end = (summary: string) =>
      bySummary(events, summary)!.event.endDate.toJSDate().toISOString();
    const start = (summary: string) =>
      bySummary(events, summary)!.event.startDate.toJSDate().toISOString();
    expect([start("Long run"), end("Long run")]).toEqual([
      "2030-06-03T07:00:00.000Z",
      "2030-06-03T08:30:00.000Z",
    ]);
    expect(end("Quick call")).toBe("2030-06-03T12:20:00.000Z");
    expect([start("Deep work"), end("Deep work")]).toEqual([
      "2030-06-04T09:30:00.000Z",
      "2030-06-04T10:15:00.000Z",
    ]);
  });

  it("keeps the stored day and time whatever the server's own time zone is", async () => {
    const { client, feedUrl } = await userWithFeed("cal-server-tz");
    await client.patch("/api/settings", { timeZone: "Europe/Paris" });
    await client.post("/api/tasks", {
      description: "New year",
      category: "fun_recreation",
      dueDate: "2031-01-01",
    });
    await client.post("/api/tasks", {
      description: "Spring",
      category: "fun_recreation",
      dueDate: "2031-03-30",
      dueTime: "02:30",
    });
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/New_York", "UTC"]) {
      process.env.TZ = tz;
      const { events } = parse((await fetchFeed(feedUrl)).text);
      expect(bySummary(events, "New year")!.event.startDate.toString(), tz).toBe("2031-01-01");
      expect(bySummary(events, "Spring")!.event.startDate.toString(), tz).toBe(
        "2031-03-30T02:30:00",
      );
    }
  });

  it("escapes text so commas, semicolons, backslashes and line breaks come back exactly", async () => {
    const { client, feedUrl } = await userWithFeed("cal-escape");
    const description = 'Pay rent, water; gas \\ power and the "internet": 50% off';
    // A title is one line (issue 41: line breaks fold into a space); the notes keep theirs.
    const notes = "Line one; a, b\nLine two \\ end";
    const created = await client.post("/api/tasks", {
      description: description.replace(" and", "\nand"),
      category: "finances",
      dueDate: "2030-05-01",
      notes,
    });
    expect(created.status).toBe(201);
    const { events } = parse((await fetchFeed(feedUrl)).text);
    expect(events).toHaveLength(1);
    expect(events[0]!.event.summary).toBe(description);
    expect(events[0]!.event.description).toContain(notes);
  });

  it("names the area as the user sees it (premium names)", async () => {
    const { client, user, feedUrl } = await userWithFeed("cal-names");
    await makePremium(user.id);
    expect(
      (await client.patch("/api/settings", { categoryNames: { health: "Body, Mind; Soul" } }))
        .status,
    ).toBe(200);
    await client.post("/api/tasks", {
      description: "Run",
      category: "health",
      dueDate: "2030-06-01",
    });
    const { events } = parse((await fetchFeed(feedUrl)).text);
    expect(events[0]!.vevent.getFirstProperty("categories")!.getValues()).toEqual([
      "Body, Mind; Soul",
    ]);
    expect(events[0]!.event.description).toBe("Area: Body, Mind; Soul");
  });

  it("keeps each event's UID from one fetch to the next", async () => {
    const { client, feedUrl } = await userWithFeed("cal-uid");
    await client.post("/api/tasks", {
      description: "One",
      category: "health",
      dueDate: "2030-01-01",
    });
    await client.post("/api/tasks", {
      description: "Two",
      category: "health",
      dueDate: "2030-01-02",
      dueTime: "09:00",
    });
    const first = parse((await fetchFeed(feedUrl)).text).events.map((e) => [
      e.event.summary,
      e.event.uid,
    ]);
    const second = parse((await fetchFeed(feedUrl)).text).events.map((e) => [
      e.event.summary,
      e.event.uid,
    ]);
    expect(first).toHaveLength(2);
    expect(second).toEqual(first);
  });

  it("never shows another user's tasks", async () => {
    const me = await userWithFeed("cal-me");
    const other = await userWithFeed("cal-other");
    await me.client.post("/api/tasks", {
      description: "My secret plan",
      category: "romance",
      dueDate: "2030-02-14",
    });
    await other.client.post("/api/tasks", {
      description: "Their errand",
      category: "finances",
      dueDate: "2030-02-14",
    });
    const theirs = await fetchFeed(other.feedUrl);
    expect(theirs.text).not.toContain("My secret plan");
    expect(parse(theirs.text).events.map((e) => e.event.summary)).toEqual(["Their errand"]);
    expect(parse((await fetchFeed(me.feedUrl)).text).events.map((e) => e.event.summary)).toEqual([
      "My secret plan",
    ]);
  });

  it("answers 404 in the error shape for unknown tokens and malformed paths", async () => {
    const unknown = `http://localhost:3000/calendar/${"A".repeat(43)}.ics`;
    for (const url of [
      unknown,
      "http://localhost:3000/calendar/abc.ics",
      `http://localhost:3000/calendar/${"A".repeat(43)}`,
      `http://localhost:3000/calendar/${"A".repeat(43)}.ical`,
      `http://localhost:3000/calendar/${"A".repeat(42)}%2F.ics`,
    ]) {
      const res = await fetchFeed(url, { "x-forwarded-for": "198.51.100.1" });
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ message: expect.any(String), code: "NOT_FOUND" });
    }
  });

  it("limits fetches per feed: 429 with Retry-After once over the hourly limit", async () => {
    const { feedUrl } = await userWithFeed("cal-limit");
    process.env.CALENDAR_FEED_HOURLY_LIMIT = "3";
    for (let i = 0; i < 3; i++) expect((await fetchFeed(feedUrl)).status).toBe(200);
    const limited = await fetchFeed(feedUrl);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ message: expect.any(String), code: "RATE_LIMITED" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits unknown-token lookups per address, without blocking valid links from that address", async () => {
    const { feedUrl } = await userWithFeed("cal-miss");
    process.env.CALENDAR_MISS_HOURLY_LIMIT = "2";
    const from = { [PEER_ADDRESS_HEADER]: "203.0.113.77" };
    const guess = (c: string) =>
      fetchFeed(`http://localhost:3000/calendar/${c.repeat(43)}.ics`, from);
    expect((await guess("b")).status).toBe(404);
    expect((await guess("c")).status).toBe(404);
    const limited = await guess("d");
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await fetchFeed(feedUrl, from)).status).toBe(200);
    // Another address is not affected.
    expect(
      (
        await fetchFeed(`http://localhost:3000/calendar/${"e".repeat(43)}.ics`, {
          [PEER_ADDRESS_HEADER]: "203.0.113.78",
        })
      ).status,
    ).toBe(404);
  });
});
