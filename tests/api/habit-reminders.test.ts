// Habit reminders by push (issue 46), sent to a real HTTPS push receiver started here and decrypted
// with each device's own keys (the pattern of push-send.test.ts): at the habit's time in the
// user's zone, only while the habit is not done for its period, once per device per day however
// often the runs come; the payload's Done action (PUT of the reminder's day) checks the habit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient, type ApiClient } from "../helpers/api-client";
import { browserKeys, decryptPush, startTrustedReceiver, type BrowserKeys } from "../helpers/push";
import { getDb } from "@/db/client";
import { habitChecks } from "@/db/schema";
import { sendDuePush } from "@/lib/push/send";
import { todayIn } from "@/lib/time/clock";

let receiver: Awaited<ReturnType<typeof startTrustedReceiver>>;
beforeAll(async () => {
  receiver = await startTrustedReceiver();
});
afterAll(async () => {
  await receiver.release();
});

let n = 0;
async function addDevice(client: ApiClient, prefix: string) {
  const keys = browserKeys();
  const path = `/push/${prefix}-${process.pid}-${++n}`;
  const res = await client.post("/api/push/subscriptions", {
    endpoint: receiver.url(path),
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    label: "Test phone",
  });
  expect(res.status, res.text).toBe(201);
  return { path, keys };
}

/** A user in `timeZone` (check-ins off, so only habits remind) with one device. */
async function userWithDevice(prefix: string, timeZone: string, settings = {}) {
  const u = await signedInClient(prefix);
  const res = await u.client.patch("/api/settings", { timeZone, checkinEvery: "off", ...settings });
  expect(res.status, res.text).toBe(200);
  return { ...u, device: await addDevice(u.client, prefix) };
}

async function addHabit(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post("/api/habits", {
    title: "Stretch",
    category: "health",
    target: { times: 1, per: "day" },
    reminderTime: "07:30",
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; title: string };
}

async function checkOn(userId: string, habitId: number, ...dates: string[]) {
  const db = await getDb();
  for (const date of dates) await db.insert(habitChecks).values({ habitId, userId, date });
}

const received = (device: { path: string; keys: BrowserKeys }) =>
  receiver.to(device.path).map((d) => decryptPush(d.body, device.keys) as Record<string, unknown>);

describe("habit reminders by push", () => {
  it("come at the habit's time while it is not done, once per device however often the runs come", async () => {
    const u = await userWithDevice("habit-push", "Europe/Paris");
    const second = await addDevice(u.client, "habit-push-2");
    const habit = await addHabit(u.client, { title: "Stretch" });
    // Wednesday 25 Nov 2026: 07:30 in Paris is 06:30Z.
    await sendDuePush(new Date("2026-11-25T06:29:00Z"));
    expect(received(u.device)).toEqual([]);
    const at = new Date("2026-11-25T06:30:00Z");
    await Promise.all([sendDuePush(at), sendDuePush(at), sendDuePush(at)]);
    await sendDuePush(new Date("2026-11-25T06:31:00Z"));
    await sendDuePush(new Date("2026-11-25T06:44:00Z"));
    const payload = {
      title: "Stretch",
      body: "Health · 07:30",
      tag: `habit-${habit.id}`,
      url: `/habits/${habit.id}`,
      habitId: habit.id,
      date: "2026-11-25",
    };
    expect(received(u.device)).toEqual([payload]);
    expect(received(second)).toEqual([payload]);
    // Moving the time later that day does not send it again: once a day.
    expect(
      (await u.client.patch(`/api/habits/${habit.id}`, { reminderTime: "08:00" })).status,
    ).toBe(200);
    await sendDuePush(new Date("2026-11-25T07:00:00Z"));
    expect(received(u.device)).toHaveLength(1);
    // The next day it comes again, at the new time.
    await sendDuePush(new Date("2026-11-26T07:00:00Z"));
    expect(received(u.device).map((p) => p.date)).toEqual(["2026-11-25", "2026-11-26"]);
  });

  it("do not come when the habit is done for the period, nor for an archived habit", async () => {
    const u = await userWithDevice("habit-push-done", "Europe/Paris", { weekStart: 0 });
    const daily = await addHabit(u.client, { title: "Floss", reminderTime: "21:00" });
    const weekly = await addHabit(u.client, {
      title: "Swim",
      target: { times: 2, per: "week" },
      reminderTime: "21:00",
    });
    const archived = await addHabit(u.client, { title: "Old", reminderTime: "21:00" });
    await u.client.patch(`/api/habits/${archived.id}`, { archived: true });
    // Floss checked today; Swim twice this (Sunday-first) week: Sunday 22 and Monday 23 Nov.
    await checkOn(u.user.id, daily.id, "2026-11-25");
    await checkOn(u.user.id, weekly.id, "2026-11-22", "2026-11-23");
    // 21:00 in Paris on 25 Nov is 20:00Z.
    await sendDuePush(new Date("2026-11-25T20:00:00Z"));
    expect(received(u.device)).toEqual([]);
    // With Monday weeks, Sunday 22 belongs to last week: Swim is 1 of 2 and is reminded of.
    expect((await u.client.patch("/api/settings", { weekStart: 1 })).status).toBe(200);
    await sendDuePush(new Date("2026-11-25T20:05:00Z"));
    expect(received(u.device)).toEqual([
      expect.objectContaining({ title: "Swim", body: "Health · 21:00 · 1 of 2 this week" }),
    ]);
  });

  it("follow the user's zone: the same time is another instant in New York", async () => {
    const u = await userWithDevice("habit-push-ny", "America/New_York");
    await addHabit(u.client, { title: "Journal", reminderTime: "07:30" });
    // 06:30Z is 01:30 in New York: nothing. 07:30 EST is 12:30Z.
    await sendDuePush(new Date("2026-11-25T06:30:00Z"));
    expect(received(u.device)).toEqual([]);
    await sendDuePush(new Date("2026-11-25T12:30:00Z"));
    expect(received(u.device).map((p) => [p.title, p.date])).toEqual([["Journal", "2026-11-25"]]);
  });

  it("on the spring-forward day, a time in the gap comes once, when the clocks have jumped", async () => {
    const u = await userWithDevice("habit-push-dst", "America/New_York");
    await addHabit(u.client, { title: "Meditate", reminderTime: "02:30" });
    // Sunday 8 Mar 2026: 02:00 EST becomes 03:00 EDT at 07:00Z; 02:30 moves to 03:30 EDT (07:30Z).
    for (const t of ["06:30", "07:00", "07:15", "07:29"])
      await sendDuePush(new Date(`2026-03-08T${t}:00Z`));
    expect(received(u.device)).toEqual([]);
    for (const t of ["07:30", "07:35", "07:40"]) await sendDuePush(new Date(`2026-03-08T${t}:00Z`));
    expect(received(u.device).map((p) => p.date)).toEqual(["2026-03-08"]);
  });

  it("the Done action's request (PUT of the reminder's day) checks the habit, and then it is not reminded of", async () => {
    const u = await userWithDevice("habit-push-action", "UTC");
    const today = todayIn("UTC");
    const habit = await addHabit(u.client, { title: "Walk", reminderTime: "10:00" });
    await sendDuePush(new Date(`${today}T10:00:00Z`));
    const [payload] = received(u.device);
    expect(payload).toMatchObject({ habitId: habit.id, date: today });
    // What app/sw-push.ts sends for Done, twice (a resend from the outbox is the same check).
    const url = `/api/habits/${payload!.habitId}/checks/${payload!.date}`;
    for (let i = 0; i < 2; i++) {
      const res = await u.client.request("PUT", url, {});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ checks: [today], period: { done: 1, target: 1 } });
    }
    // A second device added later that day: the habit is done, so nothing comes to it.
    const later = await addDevice(u.client, "habit-push-action-2");
    await sendDuePush(new Date(`${today}T10:05:00Z`));
    expect(received(later)).toEqual([]);
  });
});
