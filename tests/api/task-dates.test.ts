// Due dates, times and recurrence on the tasks API (issue 15), and the user's time zone.
import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";

const task = (extra: Record<string, unknown>) => ({
  description: "Dated task",
  category: "health",
  ...extra,
});

describe("task due dates", () => {
  it("stores and returns dueDate, dueTime and a normalised rule on every task response", async () => {
    const { client } = await signedInClient("dates");
    const created = await client.post(
      "/api/tasks",
      task({
        dueDate: "2026-12-01",
        dueTime: "17:00",
        recurrence: "rrule:freq=weekly;byday=mo,th;interval=1",
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      dueDate: "2026-12-01",
      dueTime: "17:00",
      recurrence: "FREQ=WEEKLY;BYDAY=MO,TH",
    });
    const id = created.body.id;

    const list = await client.get("/api/tasks");
    expect(list.body.find((t: { id: number }) => t.id === id)).toMatchObject({
      dueDate: "2026-12-01",
      dueTime: "17:00",
      recurrence: "FREQ=WEEKLY;BYDAY=MO,TH",
    });
    expect((await client.get(`/api/tasks/${id}`)).body).toMatchObject({
      dueDate: "2026-12-01",
      dueTime: "17:00",
    });

    const undated = await client.post("/api/tasks", task({}));
    expect(undated.body).toMatchObject({ dueDate: null, dueTime: null, recurrence: null });
  });

  it("changes and clears the fields with PATCH; clearing the date clears the time and the rule", async () => {
    const { client } = await signedInClient("dates-patch");
    const { body: t } = await client.post("/api/tasks", task({ dueDate: "2026-12-01" }));
    expect((await client.patch(`/api/tasks/${t.id}`, { dueTime: "09:30" })).body).toMatchObject({
      dueDate: "2026-12-01",
      dueTime: "09:30",
    });
    expect(
      (await client.patch(`/api/tasks/${t.id}`, { recurrence: "FREQ=DAILY" })).body,
    ).toMatchObject({ recurrence: "FREQ=DAILY" });
    expect((await client.patch(`/api/tasks/${t.id}`, { dueTime: null })).body).toMatchObject({
      dueDate: "2026-12-01",
      dueTime: null,
      recurrence: "FREQ=DAILY",
    });
    const cleared = await client
      .patch(`/api/tasks/${t.id}`, { dueTime: "10:00" })
      .then(() => client.patch(`/api/tasks/${t.id}`, { dueDate: null }));
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ dueDate: null, dueTime: null, recurrence: null });
  });

  it.each([
    [{ dueDate: "2026-02-30" }, "dueDate"],
    [{ dueDate: "2026-13-01" }, "dueDate"],
    [{ dueDate: "26-12-01" }, "dueDate"],
    [{ dueDate: 20261201 }, "dueDate"],
    [{ dueDate: "2026-12-01", dueTime: "25:00" }, "dueTime"],
    [{ dueDate: "2026-12-01", dueTime: "5pm" }, "dueTime"],
    [{ dueTime: "10:00" }, "dueTime"],
    [{ recurrence: "FREQ=DAILY" }, "recurrence"],
    [{ dueDate: null, dueTime: "10:00" }, "dueTime"],
    [{ dueDate: "2026-12-01", recurrence: "FREQ=SECONDLY" }, "recurrence"],
    [{ dueDate: "2026-12-01", recurrence: "FREQ=HOURLY" }, "recurrence"],
    [{ dueDate: "2026-12-01", recurrence: "every monday" }, "recurrence"],
    [{ dueDate: "2026-12-01", recurrence: "FREQ=WEEKLY;BYDAY=XX" }, "recurrence"],
    [{ dueDate: "2026-12-01", recurrence: "FREQ=WEEKLY;COUNT=3" }, "recurrence"],
    [{ dueDate: "2026-12-01", recurrence: "FREQ=MONTHLY;BYMONTHDAY=32" }, "recurrence"],
    [{ dueDate: "2026-12-01", recurrence: "FREQ=WEEKLY;INTERVAL=0" }, "recurrence"],
    [{ dueDate: "2026-12-01", recurrence: "FREQ=DAILY;FREQ=WEEKLY" }, "recurrence"],
  ])("POST %j → 400 naming %s", async (extra, field) => {
    const { client } = await signedInClient("dates-bad");
    const res = await client.post("/api/tasks", task(extra));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
  });

  it("PATCH refuses a time or a rule on a task without a date (counting the stored row), and bad values", async () => {
    const { client } = await signedInClient("dates-patch-bad");
    const { body: t } = await client.post("/api/tasks", task({}));
    for (const [patch, field] of [
      [{ dueTime: "10:00" }, "dueTime"],
      [{ recurrence: "FREQ=WEEKLY" }, "recurrence"],
      [{ dueDate: "2026-02-30" }, "dueDate"],
      [{ dueDate: "2026-12-01", dueTime: "24:00" }, "dueTime"],
      [{ dueDate: null, recurrence: "FREQ=DAILY" }, "recurrence"],
    ] as const) {
      const res = await client.patch(`/api/tasks/${t.id}`, patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await client.get(`/api/tasks/${t.id}`)).body).toMatchObject({
      dueDate: null,
      dueTime: null,
      recurrence: null,
    });
  });

  it("another user's task is a 404 for date changes, and stays as it was", async () => {
    const { client: owner } = await signedInClient("dates-owner");
    const { client: other } = await signedInClient("dates-other");
    const { body: t } = await owner.post(
      "/api/tasks",
      task({ dueDate: "2026-12-01", recurrence: "FREQ=DAILY" }),
    );
    expect((await other.patch(`/api/tasks/${t.id}`, { dueDate: "2027-01-01" })).status).toBe(404);
    expect((await other.patch(`/api/tasks/${t.id}`, { completed: true })).status).toBe(404);
    expect((await owner.get(`/api/tasks/${t.id}`)).body).toMatchObject({
      dueDate: "2026-12-01",
      completed: false,
    });
    expect((await owner.get("/api/tasks")).body).toHaveLength(2); // welcome task + this one: no occurrence created
  });
});

describe("completing a recurring task", () => {
  it("completes this occurrence and creates the next one, once", async () => {
    const { client } = await signedInClient("recur");
    const today = todayIn("UTC");
    const { body: t } = await client.post(
      "/api/tasks",
      task({
        description: "Gym",
        dueDate: today,
        dueTime: "07:00",
        recurrence: "FREQ=DAILY",
        important: true,
      }),
    );
    const done = await client.patch(`/api/tasks/${t.id}`, { completed: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: t.id, completed: true, dueDate: today });
    expect(done.body.completedAt).toEqual(expect.any(String));
    expect(done.body.next).toMatchObject({
      description: "Gym",
      category: "health",
      important: true,
      completed: false,
      dueDate: addDays(today, 1),
      dueTime: "07:00",
      recurrence: "FREQ=DAILY",
    });

    // Ticking again, or unticking, creates nothing more.
    expect(
      (await client.patch(`/api/tasks/${t.id}`, { completed: true })).body.next,
    ).toBeUndefined();
    const undone = await client.patch(`/api/tasks/${t.id}`, { completed: false });
    expect(undone.body).toMatchObject({ completed: false, completedAt: null });
    expect(undone.body.next).toBeUndefined();
    const gyms = (await client.get("/api/tasks")).body.filter(
      (x: { description: string }) => x.description === "Gym",
    );
    expect(gyms).toHaveLength(2);
  });

  it("an overdue occurrence comes back after today, not in the past", async () => {
    const { client } = await signedInClient("recur-overdue");
    const today = todayIn("UTC");
    const { body: t } = await client.post(
      "/api/tasks",
      task({ dueDate: addDays(today, -10), recurrence: "FREQ=DAILY" }),
    );
    const done = await client.patch(`/api/tasks/${t.id}`, { completed: true });
    expect(done.body.next.dueDate).toBe(addDays(today, 1));
  });

  it("a weekly rule steps to the next listed day after the completed one", async () => {
    const { client } = await signedInClient("recur-weekly");
    // 2099-01-01 is a Thursday: the next Monday/Thursday occurrence is Monday 2099-01-05.
    const { body: t } = await client.post(
      "/api/tasks",
      task({ dueDate: "2099-01-01", recurrence: "FREQ=WEEKLY;BYDAY=MO,TH" }),
    );
    expect((await client.patch(`/api/tasks/${t.id}`, { completed: true })).body.next.dueDate).toBe(
      "2099-01-05",
    );
  });

  it("two ticks at once create one next occurrence", async () => {
    const { client } = await signedInClient("recur-race");
    const { body: t } = await client.post(
      "/api/tasks",
      task({ dueDate: "2099-01-01", recurrence: "FREQ=MONTHLY" }),
    );
    const [a, b] = await Promise.all([
      client.patch(`/api/tasks/${t.id}`, { completed: true }),
      client.patch(`/api/tasks/${t.id}`, { completed: true }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.next, b.body.next].filter(Boolean)).toHaveLength(1);
    const open = (await client.get("/api/tasks")).body.filter(
      (x: { dueDate: string | null; completed: boolean }) =>
        x.dueDate === "2099-02-01" && !x.completed,
    );
    expect(open).toHaveLength(1);
  });

  it("the next occurrence takes the completed one's place in the list", async () => {
    const { client } = await signedInClient("recur-order");
    const { body: t } = await client.post(
      "/api/tasks",
      task({ dueDate: "2099-01-01", recurrence: "FREQ=YEARLY" }),
    );
    await client.post("/api/tasks", task({ description: "Added later" })); // now above it
    const before = (await client.get("/api/tasks")).body
      .filter((x: { completed: boolean }) => !x.completed)
      .map((x: { id: number }) => x.id);
    const { body } = await client.patch(`/api/tasks/${t.id}`, { completed: true });
    const after = (await client.get("/api/tasks")).body
      .filter((x: { completed: boolean }) => !x.completed)
      .map((x: { id: number }) => x.id);
    expect(after).toEqual(before.map((id: number) => (id === t.id ? body.next.id : id)));
  });
});

describe("the user's time zone", () => {
  it("defaults to UTC, can be set, and refuses unknown zones", async () => {
    const client = new ApiClient();
    const email = `tz.${Date.now()}@example.com`;
    await client.post("/api/register", { email, password: "secret123" });
    expect((await client.get("/api/settings")).body.timeZone).toBe("UTC");
    const set = await client.patch("/api/settings", { timeZone: "america/new_york" });
    expect(set.status).toBe(200);
    expect(set.body.timeZone).toBe("America/New_York");
    const bad = await client.patch("/api/settings", { timeZone: "Mars/Olympus_Mons" });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("timeZone");
    expect((await client.patch("/api/settings", { timeZone: 5 })).status).toBe(400);
    expect((await client.get("/api/settings")).body.timeZone).toBe("America/New_York");
  });

  it("stores the browser's zone on the first sign-in only", async () => {
    const client = new ApiClient();
    const email = `tz-first.${Date.now()}@example.com`;
    expect(
      (await client.post("/api/register", { email, password: "secret123", timeZone: "Asia/Tokyo" }))
        .status,
    ).toBe(201);
    expect((await client.get("/api/settings")).body.timeZone).toBe("Asia/Tokyo");
    await client.post("/api/logout");
    expect(
      (await client.post("/api/login", { email, password: "secret123", timeZone: "Europe/Paris" }))
        .status,
    ).toBe(200);
    expect((await client.get("/api/settings")).body.timeZone).toBe("Asia/Tokyo");
    // An unknown zone never fails a sign-in.
    await client.post("/api/logout");
    expect(
      (
        await client.post("/api/login", {
          email,
          password: "secret123",
          timeZone: "Nowhere/Special",
        })
      ).status,
    ).toBe(200);
  });

  it("'today' for a recurring task follows the user's zone", async () => {
    const { client } = await signedInClient("tz-recur");
    // Kiritimati is UTC+14: its today is often not UTC's.
    await client.patch("/api/settings", { timeZone: "Pacific/Kiritimati" });
    const today = todayIn("Pacific/Kiritimati");
    const { body: t } = await client.post(
      "/api/tasks",
      task({ dueDate: addDays(today, -3), recurrence: "FREQ=DAILY" }),
    );
    expect((await client.patch(`/api/tasks/${t.id}`, { completed: true })).body.next.dueDate).toBe(
      addDays(today, 1),
    );
  });
});
