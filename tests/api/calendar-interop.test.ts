// Issue 41 item 10: what calendar programs nobody here wrote found in the feed. Read back with
// ical.js AND node-ical: a repeating task moved off its rule keeps a DTSTART that is an
// occurrence (the series plus a RECURRENCE-ID override), done tasks carry the category
// "Completed", the calendar says what it holds, SEQUENCE rises when an event changes, UIDs carry
// the site's host, the body is plain text (the server compresses it once), and the text ends with CRLF.
import ICAL from "ical.js";
import nodeIcal from "node-ical";
import { afterEach, describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";
import { GET as getFeed } from "@/app/calendar/[feed]/route";
import { clearFeedCache } from "@/lib/calendar/feed-cache";
import { COMPLETED_CATEGORY, FEED_DESCRIPTION } from "@/lib/calendar/feed-render";

afterEach(() => clearFeedCache());

/** node-ical's reading: the calendar's events. */
const nodeIcalEvents = (text: string) =>
  Object.values(nodeIcal.sync.parseICS(text)).filter(
    (c): c is nodeIcal.VEvent => c?.type === "VEVENT",
  );

async function fetchFeed(feedUrl: string, headers: Record<string, string> = {}) {
  const url = new URL(feedUrl);
  const feed = decodeURIComponent(url.pathname.split("/").pop()!);
  const res = await getFeed(new Request(url, { headers }), { params: Promise.resolve({ feed }) });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString("utf8") };
}

async function userWithFeed(prefix: string, timeZone = "Europe/Berlin") {
  const u = await signedInClient(prefix);
  expect((await u.client.patch("/api/settings", { timeZone })).status).toBe(200);
  const link = await u.client.get("/api/calendar");
  expect(link.status).toBe(200);
  const post = async (body: Record<string, unknown>) => {
    const res = await u.client.post("/api/tasks", { category: "health", ...body });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: number; dueDate: string };
  };
  return { ...u, feedUrl: link.body.feedUrl as string, post };
}

/** ical.js: each UID's occurrences (start dates as written), overrides applied, the first `n`. */
function icalJsOccurrences(text: string, uid: string, n: number): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevents = calendar
    .getAllSubcomponents("vevent")
    .filter((v) => v.getFirstPropertyValue("uid") === uid);
  const master = vevents.find((v) => !v.hasProperty("recurrence-id"))!;
  const event = new ICAL.Event(master);
  for (const v of vevents.filter((x) => x.hasProperty("recurrence-id")))
    event.relateException(new ICAL.Event(v));
  const out: string[] = [];
  const it = event.iterator();
  for (let next = it.next(); next && out.length < n; next = it.next())
    out.push(event.getOccurrenceDetails(next).startDate.toString());
  return out;
}

/** node-ical: the master's first `n` rule dates with its `recurrences` overrides applied. */
function nodeIcalOccurrences(text: string, uid: string, n: number, dayOnly: boolean): string[] {
  const event = nodeIcalEvents(text).find((c) => c.uid === uid)!;
  expect(event.rrule, "the master carries its rule").toBeDefined();
  const dates = event.rrule!.all((_d, i) => i < n);
  const key = (d: Date) => d.toISOString().slice(0, 10);
  return dates.map((d) => {
    const moved = event.recurrences?.[key(d)];
    const start: Date = moved ? (moved.start as Date) : d;
    return dayOnly ? key(start) : start.toISOString();
  });
}

describe("a repeating task moved to a day off its rule", { timeout: 120_000 }, () => {
  it("all day: Monday-and-Thursday task moved to a Wednesday stays, DTSTART is an occurrence", async () => {
    const u = await userWithFeed("ics-moved-day");
    const task = await u.post({
      description: "Gym",
      dueDate: "2030-07-15", // a Monday
      recurrence: "FREQ=WEEKLY;BYDAY=MO,TH",
    });
    const moved = await u.client.patch(`/api/tasks/${task.id}`, { dueDate: "2030-07-17" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.dueDate).toBe("2030-07-17"); // a Wednesday: the rule does not give it

    const { text } = await fetchFeed(u.feedUrl);
    const uid = `task-${task.id}@${new URL(u.feedUrl).hostname}`;
    const expected = ["2030-07-17", "2030-07-18", "2030-07-22", "2030-07-25"];
    expect(icalJsOccurrences(text, uid, 4)).toEqual(expected);
    expect(nodeIcalOccurrences(text, uid, 4, true)).toEqual(expected);

    // The master's DTSTART is the first thing its own rule yields (what khal and dateutil need).
    const calendar = new ICAL.Component(ICAL.parse(text));
    const master = calendar
      .getAllSubcomponents("vevent")
      .find((v) => v.getFirstPropertyValue("uid") === uid && !v.hasProperty("recurrence-id"))!;
    const event = new ICAL.Event(master);
    const rule = master.getFirstPropertyValue("rrule") as ICAL.Recur;
    const first = rule.iterator(event.startDate).next()!;
    expect(first.toString()).toBe(event.startDate.toString());
    const override = calendar
      .getAllSubcomponents("vevent")
      .find((v) => v.getFirstPropertyValue("uid") === uid && v.hasProperty("recurrence-id"))!;
    expect(override.getFirstProperty("recurrence-id")!.type).toBe("date");
  });

  it("timed, every other week: the override keeps the time, zone and phase", async () => {
    const u = await userWithFeed("ics-moved-time", "America/Chicago");
    const task = await u.post({
      description: "Review",
      dueDate: "2030-07-15",
      dueTime: "09:30",
      recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH",
    });
    expect((await u.client.patch(`/api/tasks/${task.id}`, { dueDate: "2030-07-24" })).status).toBe(
      200,
    );
    const { text } = await fetchFeed(u.feedUrl);
    const uid = `task-${task.id}@${new URL(u.feedUrl).hostname}`;
    // The app's next occurrences after the 24th: Thursday the 25th, then two weeks on.
    expect(icalJsOccurrences(text, uid, 4)).toEqual([
      "2030-07-24T09:30:00",
      "2030-07-25T09:30:00",
      "2030-08-05T09:30:00",
      "2030-08-08T09:30:00",
    ]);
    // 09:30 in Chicago in July is 14:30 UTC.
    expect(nodeIcalOccurrences(text, uid, 4, false)).toEqual([
      "2030-07-24T14:30:00.000Z",
      "2030-07-25T14:30:00.000Z",
      "2030-08-05T14:30:00.000Z",
      "2030-08-08T14:30:00.000Z",
    ]);
  });
});

describe("what programs read besides the title", { timeout: 120_000 }, () => {
  it("done tasks carry the category Completed; the calendar says what it holds; the text ends with CRLF", async () => {
    const u = await userWithFeed("ics-done");
    await u.post({ description: "Paid rent", dueDate: "2030-03-01", completed: true });
    await u.post({ description: "Pay rent", dueDate: "2030-04-01" });
    const { text } = await fetchFeed(u.feedUrl);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.match(/(?<!\r)\n/g)).toBeNull();

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("x-wr-caldesc")).toBe(FEED_DESCRIPTION);
    const categories = (summary: string) =>
      calendar
        .getAllSubcomponents("vevent")
        .find((v) => v.getFirstPropertyValue("summary") === summary)!
        .getFirstProperty("categories")!
        .getValues();
    expect(categories("✓ Paid rent")).toEqual(["Health", COMPLETED_CATEGORY]);
    expect(categories("Pay rent")).toEqual(["Health"]);

    const parsed = nodeIcalEvents(text);
    const done = parsed.find((e) => String(e.summary) === "✓ Paid rent")!;
    expect(done.categories).toEqual(["Health", COMPLETED_CATEGORY]);
    expect(parsed.find((e) => String(e.summary) === "Pay rent")!.categories).toEqual(["Health"]);
  });

  it("UIDs carry the site's host and stay; SEQUENCE rises when that event changes, only then", async () => {
    const u = await userWithFeed("ics-seq");
    const a = await u.post({ description: "Alpha", dueDate: "2030-05-01" });
    const b = await u.post({ description: "Beta", dueDate: "2030-05-02" });
    const host = new URL(u.feedUrl).hostname;
    const read = async () => {
      const parsed = nodeIcalEvents((await fetchFeed(u.feedUrl)).text);
      const seq = (id: number) => {
        const e = parsed.find((c) => c.uid === `task-${id}@${host}`)!;
        expect(e, `task-${id}@${host}`).toBeDefined();
        return Number(e.sequence);
      };
      return [seq(a.id), seq(b.id)];
    };
    expect(await read()).toEqual([0, 0]);
    expect(await read()).toEqual([0, 0]);
    expect((await u.client.patch(`/api/tasks/${a.id}`, { description: "Alpha two" })).status).toBe(
      200,
    );
    expect(await read()).toEqual([1, 0]);
    expect((await u.client.patch(`/api/tasks/${a.id}`, { dueDate: "2030-05-03" })).status).toBe(
      200,
    );
    clearFeedCache(); // a second server with no built copy still agrees
    expect(await read()).toEqual([2, 0]);
    expect(await read()).toEqual([2, 0]);
  });

  it("the route never encodes the body itself; each coding the server gives it has its own ETag and 304", async () => {
    const u = await userWithFeed("ics-etag");
    await u.post({ description: "Zipped", dueDate: "2030-06-01" });
    const plain = await fetchFeed(u.feedUrl);
    const asked = await fetchFeed(u.feedUrl, { "accept-encoding": "gzip, deflate, br" });
    // Next drops a route's own Content-Encoding and compresses again: a route-gzipped feed reached
    // clients compressed twice. The route answers plain text whatever the client accepts, and the
    // server's compression (tests/e2e/calendar-feed.spec.ts) gzips it for this client.
    expect(asked.headers.get("content-encoding")).toBeNull();
    expect(asked.text).toBe(plain.text);
    const tag = plain.headers.get("etag")!;
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(asked.headers.get("etag")).toBe(tag.replace(/"$/, '-gzip"'));
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect((await fetchFeed(u.feedUrl, { "if-none-match": tag })).status).toBe(304);
    const zippedTag = asked.headers.get("etag")!;
    const gz = { "accept-encoding": "gzip" };
    const again = await fetchFeed(u.feedUrl, { ...gz, "if-none-match": zippedTag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(zippedTag);
    expect(again.headers.get("vary")).toBe("Accept-Encoding");
    // A tag of the other coding names other bytes: the whole body, with this coding's tag.
    expect((await fetchFeed(u.feedUrl, { ...gz, "if-none-match": tag })).status).toBe(200);
    expect((await fetchFeed(u.feedUrl, { "if-none-match": zippedTag })).status).toBe(200);
  });
});
