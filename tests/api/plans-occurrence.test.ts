// Issue 47, item 1: a plan is about one day. Planning a repeating task sets that occurrence's time
// (an override), never the series: the next occurrence and the calendar feed's rule keep the
// series' own time. A task brought in from another day is reported as moved, and taking it out
// again (the plan's Undo) restores it.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { GET as getFeed } from "@/app/calendar/[feed]/route";
import { ApiClient, signedInClient } from "../helpers/api-client";

const DAY = "2030-01-08"; // a Tuesday, far enough ahead to be no one's today

async function add(client: ApiClient, description: string, extra: Record<string, unknown> = {}) {
  const res = await client.post("/api/tasks", { description, category: "health", ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}
const put = (client: ApiClient, body: unknown) => client.request("PUT", `/api/plans/${DAY}`, body);

async function feedEvents(client: ApiClient) {
  const url = new URL((await client.get("/api/calendar")).body.feedUrl as string);
  const feed = decodeURIComponent(url.pathname.split("/").pop()!);
  const res = await getFeed(new Request(url), { params: Promise.resolve({ feed }) });
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

/** A time as the user reads it (the test user's zone is UTC: ical.js marks it "Z"). */
const local = (t: ICAL.Time) => t.toString().replace(/Z$/, "");

describe("a plan over a repeating task (issue 47)", () => {
  it("sets that occurrence's time; the next occurrence and the feed's rule keep the series' time", async () => {
    const { client } = await signedInClient("plan-series");
    const daily = await add(client, "Stretch", {
      dueDate: DAY,
      dueTime: "08:00",
      recurrence: "FREQ=DAILY",
    });
    const saved = await put(client, {
      start: "16:20",
      items: [{ taskId: daily.id, start: "16:20", minutes: 20 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.moved).toEqual([]);
    // This occurrence is at the plan's time.
    expect((await client.get(`/api/tasks/${daily.id}`)).body).toMatchObject({
      dueDate: DAY,
      dueTime: "16:20",
      recurrence: "FREQ=DAILY",
    });

    // The calendar: the rule starts at the series' 08:00; the planned day is an override at 16:20.
    const events = (await feedEvents(client)).filter((e) => e.summary === "Stretch");
    const rule = events.find((e) => e.isRecurring())!;
    expect(local(rule.startDate)).toBe(`${DAY}T08:00:00`);
    const override = events.find((e) => e.isRecurrenceException())!;
    expect(local(override.recurrenceId)).toBe(`${DAY}T08:00:00`);
    expect(local(override.startDate)).toBe(`${DAY}T16:20:00`);
    rule.relateException(override);
    const it = rule.iterator();
    const first = rule.getOccurrenceDetails(it.next()!);
    const second = rule.getOccurrenceDetails(it.next()!);
    expect(local(first.startDate)).toBe(`${DAY}T16:20:00`);
    expect(local(second.startDate)).toBe(`2030-01-09T08:00:00`);

    // Ticked: the next occurrence is the series' (tomorrow at 08:00), not the plan's 16:20.
    const ticked = await client.patch(`/api/tasks/${daily.id}`, { completed: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body.next).toMatchObject({
      dueDate: "2030-01-09",
      dueTime: "08:00",
      recurrence: "FREQ=DAILY",
    });
    const after = (await feedEvents(client)).filter(
      (e) => e.summary === "Stretch" && e.isRecurring(),
    );
    expect(after.map((e) => local(e.startDate))).toEqual(["2030-01-09T08:00:00"]);
  });

  it("an untimed series stays untimed; editing the task's day ends the override", async () => {
    const { client } = await signedInClient("plan-series-2");
    const weekly = await add(client, "Water plants", {
      dueDate: DAY,
      recurrence: "FREQ=WEEKLY",
    });
    await put(client, {
      start: "18:00",
      items: [{ taskId: weekly.id, start: "18:00", minutes: 15 }],
    });
    const events = (await feedEvents(client)).filter((e) => e.summary === "Water plants");
    const rule = events.find((e) => e.isRecurring())!;
    expect(rule.startDate.isDate).toBe(true);
    expect(local(rule.startDate)).toBe(DAY);
    const override = events.find((e) => e.isRecurrenceException())!;
    expect(override.recurrenceId.isDate).toBe(true);
    expect(local(override.startDate)).toBe(`${DAY}T18:00:00`);

    // Rescheduled by hand to another day: the series moves, with its own (no) time.
    const moved = await client.patch(`/api/tasks/${weekly.id}`, { dueDate: "2030-01-10" });
    expect(moved.body).toMatchObject({ dueDate: "2030-01-10", dueTime: null });
    const now = (await feedEvents(client)).filter((e) => e.summary === "Water plants");
    expect(now).toHaveLength(1);
    expect(now[0]!.startDate.toString()).toBe("2030-01-10");
  });

  it("says which tasks it moved from another day, and taking them out (Undo) restores them", async () => {
    const { client } = await signedInClient("plan-moved");
    const later = await add(client, "Book the garage", { dueDate: "2030-01-09", dueTime: "11:00" });
    const daily = await add(client, "Meditate", {
      dueDate: "2030-01-09",
      dueTime: "07:00",
      recurrence: "FREQ=DAILY",
    });
    const free = await add(client, "Sort the photos");
    const saved = await put(client, {
      start: "09:00",
      items: [
        { taskId: later.id, start: "09:00", minutes: 30 },
        { taskId: daily.id, start: "09:30", minutes: 10 },
        { taskId: free.id, start: "09:40", minutes: 30 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.moved).toEqual([
      { taskId: later.id, description: "Book the garage", from: "2030-01-09" },
      { taskId: daily.id, description: "Meditate", from: "2030-01-09" },
    ]);
    // Saved again (reordered): nothing is newly moved.
    const again = await put(client, {
      start: "09:00",
      items: [
        { taskId: daily.id, start: "09:00", minutes: 10 },
        { taskId: later.id, start: "09:10", minutes: 30 },
        { taskId: free.id, start: "09:40", minutes: 30 },
      ],
    });
    expect(again.body.moved).toEqual([]);

    // The plan's Undo: every task back where it was.
    const undone = await put(client, { start: "09:00", items: [] });
    expect(undone.status).toBe(200);
    expect((await client.get(`/api/tasks/${later.id}`)).body).toMatchObject({
      dueDate: "2030-01-09",
      dueTime: "11:00",
    });
    expect((await client.get(`/api/tasks/${daily.id}`)).body).toMatchObject({
      dueDate: "2030-01-09",
      dueTime: "07:00",
    });
    expect((await client.get(`/api/tasks/${free.id}`)).body).toMatchObject({
      dueDate: null,
      dueTime: null,
    });
    // The series is the series again: ticking it gives the day after, at 07:00.
    const ticked = await client.patch(`/api/tasks/${daily.id}`, { completed: true });
    expect(ticked.body.next).toMatchObject({ dueDate: "2030-01-10", dueTime: "07:00" });
  });
});
