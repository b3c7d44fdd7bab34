// Daily reminders (issue 17): opt-in and hour in Settings, one e-mail a day at that hour in the
// user's zone with today's and overdue tasks, nothing on a day with none, idempotent per user and
// day, GET /api/cron/reminders behind CRON_SECRET. Fixed clocks; a real SMTP server started here.
import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { smtpForThisFile } from "../helpers/smtp";
import { browserKeys } from "../helpers/push";
import { getDb } from "@/db/client";
import { checkins, reminderSends, tasks, users, userSettings } from "@/db/schema";
import { CATEGORIES, type CategoryMap } from "@/lib/categories";
import { sendDueReminders } from "@/lib/reminders/reminders";

const smtp = smtpForThisFile();
afterAll(() => {
  delete process.env.CRON_SECRET;
});

const mailsTo = smtp.mailsTo;
const ORIGIN = "https://balance.test";

/** A user who turned reminders on, in `timeZone`, at `hour`, with these open tasks (description → due date). */
async function opted(
  prefix: string,
  timeZone: string,
  hour: number,
  due: Record<string, string | null>,
  extra: Partial<typeof tasks.$inferInsert> = {},
) {
  const u = await signedInClient(prefix);
  const res = await u.client.patch("/api/settings", {
    timeZone,
    remindersEnabled: true,
    reminderHour: hour,
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body).toMatchObject({ timeZone, remindersEnabled: true, reminderHour: hour });
  const db = await getDb();
  for (const [description, dueDate] of Object.entries(due)) {
    await db
      .insert(tasks)
      .values({ userId: u.user.id, description, category: "health", dueDate, ...extra });
  }
  return u;
}

describe("sendDueReminders", () => {
  it("sends at the user's hour in their own zone: today's and overdue open tasks only", async () => {
    const paris = await opted("rem-paris", "Europe/Paris", 8, {
      "Overdue bill": "2026-03-08",
      "Call the dentist": "2026-03-10",
      "Next week": "2026-03-11",
      Someday: null,
    });
    const db = await getDb();
    await db.insert(tasks).values({
      userId: paris.user.id,
      description: "Done already",
      category: "health",
      dueDate: "2026-03-10",
      completed: true,
    });
    const la = await opted("rem-la", "America/Los_Angeles", 8, { "LA task": "2026-03-10" });

    // 07:30 UTC: 08:30 in Paris (its hour has come), 00:30 in Los Angeles (not yet).
    await sendDueReminders(new Date("2026-03-10T07:30:00Z"), ORIGIN);
    const [mail, ...more] = mailsTo(paris.email);
    expect(more).toEqual([]);
    expect(mail!.mail.subject).toBe("2 tasks for today in Balance");
    expect(mail!.mail.text).toContain("Due today:\n  • Call the dentist");
    expect(mail!.mail.text).toContain("Overdue:\n  • Overdue bill (was due 2026-03-08)");
    expect(mail!.mail.text).not.toMatch(/Next week|Someday|Done already/);
    expect(mail!.mail.text).toContain(`${ORIGIN}/settings`);
    expect(mailsTo(la.email)).toEqual([]);

    // 15:00 UTC is 08:00 in Los Angeles (PDT since March 8): now LA, and Paris not again.
    await sendDueReminders(new Date("2026-03-10T15:00:00Z"), ORIGIN);
    expect(mailsTo(la.email)).toHaveLength(1);
    expect(mailsTo(paris.email)).toHaveLength(1);
  });

  it("reads 'today' in the user's zone, not the server's", async () => {
    // 05:00 UTC on the 11th is 22:00 on the 10th in Los Angeles: a task due the 11th is not due yet there.
    const u = await opted("rem-la-late", "America/Los_Angeles", 21, {
      "Due locally today": "2026-03-10",
      "Due tomorrow there": "2026-03-11",
    });
    await sendDueReminders(new Date("2026-03-11T05:00:00Z"), ORIGIN);
    const [mail] = mailsTo(u.email);
    expect(mail!.mail.subject).toBe("1 task for today in Balance");
    expect(mail!.mail.text).toContain("Due locally today");
    expect(mail!.mail.text).not.toContain("Due tomorrow there");
    const db = await getDb();
    const rows = await db.select().from(reminderSends).where(eq(reminderSends.userId, u.user.id));
    expect(rows.map((r) => r.localDate)).toEqual(["2026-03-10"]);

    // Tokyo at 20:00 is 11:00 UTC; at 10:59 UTC it is not yet the hour.
    const tokyo = await opted("rem-tokyo", "Asia/Tokyo", 20, { "Tokyo task": "2026-03-10" });
    await sendDueReminders(new Date("2026-03-10T10:59:00Z"), ORIGIN);
    expect(mailsTo(tokyo.email)).toEqual([]);
    await sendDueReminders(new Date("2026-03-10T11:00:00Z"), ORIGIN);
    expect(mailsTo(tokyo.email)).toHaveLength(1);
  });

  it("sends once per user and day however often (and however concurrently) it runs, and again the next day", async () => {
    const u = await opted("rem-once", "UTC", 6, { "Water the plants": "2026-04-01" });
    const at = new Date("2026-04-01T09:00:00Z");
    await Promise.all([
      sendDueReminders(at, ORIGIN),
      sendDueReminders(at, ORIGIN),
      sendDueReminders(at, ORIGIN),
    ]);
    await sendDueReminders(new Date("2026-04-01T23:59:00Z"), ORIGIN);
    expect(mailsTo(u.email)).toHaveLength(1);
    // The next day the task is overdue: one more e-mail.
    await sendDueReminders(new Date("2026-04-02T06:00:00Z"), ORIGIN);
    expect(mailsTo(u.email)).toHaveLength(2);
    expect(mailsTo(u.email)[1]!.mail.text).toContain("Water the plants (was due 2026-04-01)");
  });

  it("sends nothing on a day with no task due or overdue, and nothing to users who did not opt in", async () => {
    const nothing = await opted("rem-nothing", "UTC", 0, {
      "Far away": "2026-12-24",
      Undated: null,
    });
    const out = await signedInClient("rem-out");
    const db = await getDb();
    await db.insert(tasks).values({
      userId: out.user.id,
      description: "Due but not opted in",
      category: "health",
      dueDate: "2026-05-01",
    });
    const run = await sendDueReminders(new Date("2026-05-01T12:00:00Z"), ORIGIN);
    expect(run.nothingDue).toBeGreaterThanOrEqual(1);
    expect(mailsTo(nothing.email)).toEqual([]);
    expect(mailsTo(out.email)).toEqual([]);
    expect(
      await db.select().from(reminderSends).where(eq(reminderSends.userId, nothing.user.id)),
    ).toEqual([]);
  });

  it("gives the day back when the e-mail cannot be sent, so the next run tries again", async () => {
    const u = await opted("rem-retry", "UTC", 0, { "Retry me": "2026-06-01" });
    const at = new Date("2026-06-01T10:00:00Z");
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const failed = await sendDueReminders(at, ORIGIN);
    process.env.SMTP_URL = smtp.url;
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(reminderSends)
        .where(and(eq(reminderSends.userId, u.user.id), eq(reminderSends.localDate, "2026-06-01"))),
    ).toEqual([]);
    await sendDueReminders(at, ORIGIN);
    expect(mailsTo(u.email)).toHaveLength(1);
  });

  it("stops when the user turns reminders off", async () => {
    const u = await opted("rem-off", "UTC", 0, { "Quiet please": "2026-07-01" });
    expect(
      (await u.client.patch("/api/settings", { remindersEnabled: false })).body.remindersEnabled,
    ).toBe(false);
    await sendDueReminders(new Date("2026-07-01T12:00:00Z"), ORIGIN);
    expect(mailsTo(u.email)).toEqual([]);
  });
});

describe("settings", () => {
  it("refuses an hour outside 0-23 and a non-boolean switch, naming the field", async () => {
    const { client } = await signedInClient("rem-settings");
    for (const [body, field] of [
      [{ reminderHour: 24 }, "reminderHour"],
      [{ reminderHour: 7.5 }, "reminderHour"],
      [{ reminderHour: "8" }, "reminderHour"],
      [{ remindersEnabled: "yes" }, "remindersEnabled"],
    ] as const) {
      const res = await client.patch("/api/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    expect((await client.patch("/api/settings", { reminderHour: 0 })).body).toMatchObject({
      remindersEnabled: false,
      reminderHour: 0,
    });
  });
});

describe("GET /api/cron/reminders", () => {
  const call = (authorization?: string) =>
    new ApiClient().request(
      "GET",
      "/api/cron/reminders",
      undefined,
      authorization ? { headers: { authorization } } : {},
    );

  it("is refused without CRON_SECRET configured", async () => {
    delete process.env.CRON_SECRET;
    const res = await call("Bearer anything");
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/CRON_SECRET/);
  });

  it("wants Authorization: Bearer $CRON_SECRET; runs the reminders with it", async () => {
    process.env.CRON_SECRET = "cron-secret-for-tests-0123456789";
    expect((await call()).status).toBe(401);
    expect((await call("Bearer wrong")).status).toBe(401);
    expect((await call("cron-secret-for-tests-0123456789")).status).toBe(401);
    expect((await call("Basic cron-secret-for-tests-0123456789")).status).toBe(401);
    const ok = await call("Bearer cron-secret-for-tests-0123456789");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      optedIn: expect.any(Number),
      sent: expect.any(Number),
      failed: 0,
    });
  });
});

describe("daily e-mail next to push reminders (issue 28)", () => {
  it("names timed tasks with their times", async () => {
    const u = await opted("rem-times", "UTC", 6, {});
    const db = await getDb();
    await db.insert(tasks).values([
      {
        userId: u.user.id,
        description: "Call mom",
        category: "family_friends",
        dueDate: "2026-08-01",
        dueTime: "17:00",
      },
      { userId: u.user.id, description: "Buy milk", category: "health", dueDate: "2026-08-01" },
    ]);
    await sendDueReminders(new Date("2026-08-01T07:00:00Z"), ORIGIN);
    const [mail] = mailsTo(u.email);
    expect(mail!.mail.text).toContain("  • 17:00 Call mom");
    expect(mail!.mail.text).toContain("  • Buy milk");
  });

  it("is kept for users without a subscribed device; a user with one gets push instead", async () => {
    const withDevice = await opted("rem-push", "UTC", 6, { "Pushed instead": "2026-08-02" });
    const k = browserKeys();
    const res = await withDevice.client.post("/api/push/subscriptions", {
      endpoint: `https://fcm.googleapis.com/fcm/send/rem-${Date.now()}`,
      keys: { p256dh: k.p256dh, auth: k.auth },
    });
    expect(res.status).toBe(201);
    const without = await opted("rem-nopush", "UTC", 6, { "E-mailed": "2026-08-02" });
    await sendDueReminders(new Date("2026-08-02T07:00:00Z"), ORIGIN);
    expect(mailsTo(withDevice.email)).toEqual([]);
    expect(mailsTo(without.email)).toHaveLength(1);
  });
});

describe("the check-in reminder (issue 45)", () => {
  /** Moves the account's first day back, so a check-in is due from the day after it. */
  async function since(userId: string, day: string) {
    const db = await getDb();
    await db
      .update(users)
      .set({ createdAt: new Date(`${day}T12:00:00Z`) })
      .where(eq(users.id, userId));
  }

  it("is a check-in e-mail of its own on a day with no task, once a cycle, then again when the rhythm comes round", async () => {
    const u = await opted("rem-checkin", "Europe/Paris", 8, {});
    await since(u.user.id, "2026-09-01");
    // Before the hour in Paris: nothing.
    await sendDueReminders(new Date("2026-09-10T05:30:00Z"), ORIGIN);
    expect(mailsTo(u.email)).toEqual([]);
    await sendDueReminders(new Date("2026-09-10T06:30:00Z"), ORIGIN);
    const [mail] = mailsTo(u.email);
    expect(mail!.mail.subject).toBe("Time for a check-in in Balance");
    expect(mail!.mail.text).toMatch(/^It's time for a check-in: how satisfied are you/);
    expect(mail!.mail.text).toContain(`Check in: ${ORIGIN}/`);
    expect(mail!.mail.html).toContain("Check in now");
    // Still not checked in the next days: never a second reminder for the same check-in.
    await sendDueReminders(new Date("2026-09-11T06:30:00Z"), ORIGIN);
    await sendDueReminders(new Date("2026-09-20T06:30:00Z"), ORIGIN);
    expect(mailsTo(u.email)).toHaveLength(1);
    // A weekly check-in on the 20th: the next is due on the 27th, reminded once.
    expect((await u.client.patch("/api/settings", { checkinEvery: "week" })).status).toBe(200);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, 6])) as CategoryMap<number>;
    const db = await getDb();
    await db.insert(checkins).values({ userId: u.user.id, date: "2026-09-20", scores });
    await sendDueReminders(new Date("2026-09-26T06:30:00Z"), ORIGIN);
    expect(mailsTo(u.email)).toHaveLength(1);
    await sendDueReminders(new Date("2026-09-27T06:30:00Z"), ORIGIN);
    await sendDueReminders(new Date("2026-09-28T06:30:00Z"), ORIGIN);
    expect(mailsTo(u.email)).toHaveLength(2);
  });

  it("rides on the day's task e-mail, not again the next day; never when check-ins are off or on the sign-up day", async () => {
    const u = await opted("rem-checkin-tasks", "UTC", 6, {
      "Pay rent": "2026-09-15",
      "Call the bank": "2026-09-16",
    });
    await since(u.user.id, "2026-09-01");
    await sendDueReminders(new Date("2026-09-15T07:00:00Z"), ORIGIN);
    const [first] = mailsTo(u.email);
    expect(first!.mail.subject).toBe("1 task for today in Balance");
    expect(first!.mail.text).toContain("Also: It's time for a check-in");
    await sendDueReminders(new Date("2026-09-16T07:00:00Z"), ORIGIN);
    const second = mailsTo(u.email)[1]!;
    expect(second.mail.subject).toBe("2 tasks for today in Balance");
    expect(second.mail.text).not.toContain("check-in");

    const off = await opted("rem-checkin-off", "UTC", 6, {});
    await since(off.user.id, "2026-09-01");
    expect((await off.client.patch("/api/settings", { checkinEvery: "off" })).status).toBe(200);
    const fresh = await opted("rem-checkin-new", "UTC", 6, {});
    await since(fresh.user.id, "2026-09-16");
    await sendDueReminders(new Date("2026-09-16T07:00:00Z"), ORIGIN);
    expect(mailsTo(off.email)).toEqual([]);
    expect(mailsTo(fresh.email)).toEqual([]);
    // The sign-up day's next day: the first check-in is offered.
    await sendDueReminders(new Date("2026-09-17T07:00:00Z"), ORIGIN);
    expect(mailsTo(fresh.email)).toHaveLength(1);
  });

  it("gives the claim back when the e-mail cannot be sent", async () => {
    const u = await opted("rem-checkin-retry", "UTC", 0, {});
    await since(u.user.id, "2026-09-01");
    const at = new Date("2026-10-01T10:00:00Z");
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    const failed = await sendDueReminders(at, ORIGIN);
    process.env.SMTP_URL = smtp.url;
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const [row] = await db
      .select({ remindedFor: userSettings.checkinRemindedFor })
      .from(userSettings)
      .where(eq(userSettings.userId, u.user.id));
    expect(row!.remindedFor).toBeNull();
    await sendDueReminders(at, ORIGIN);
    expect(mailsTo(u.email)).toHaveLength(1);
  });
});
