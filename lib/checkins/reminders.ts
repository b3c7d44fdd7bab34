// The check-in reminder (issue 45 item 1): when a check-in is due, one reminder at or after the
// user's reminder hour, by push on a device that has push reminders, else in the daily e-mail for
// a user who turned those on; never more than once a cycle. The reminder runs (lib/push/send.ts,
// lib/reminders/reminders.ts) ask who is due here and claim a user's cycle before they send.
import "server-only";
import { and, eq, inArray, isNull, max, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { checkins, userSettings, users } from "@/db/schema";
import { wallClock } from "@/lib/time/clock";
import { DEFAULT_TIME_ZONE, isTimeZone } from "@/lib/time/zones";
import { checkinReminderDay } from "./shapes";

/** What a reminder says (the dashboard's invitation says the same). */
export const CHECKIN_REMINDER_TITLE = "Time for a check-in";
export const CHECKIN_REMINDER_BODY =
  "How satisfied are you with each area of your life? It takes a minute.";

/**
 * For each of these users whose check-in is due and not yet reminded of, and whose reminder hour
 * has come today in their zone: the cycle's day. One query for any number of users.
 */
export async function dueCheckinReminders(
  userIds: readonly string[],
  now = new Date(),
): Promise<Map<string, string>> {
  const due = new Map<string, string>();
  if (userIds.length === 0) return due;
  const db = await getDb();
  const rows = await db
    .select({
      userId: userSettings.userId,
      every: userSettings.checkinEvery,
      timeZone: userSettings.timeZone,
      hour: userSettings.reminderHour,
      remindedFor: userSettings.checkinRemindedFor,
      accountCreated: users.createdAt,
      lastDate: max(checkins.date),
    })
    .from(userSettings)
    .innerJoin(users, eq(users.id, userSettings.userId))
    .leftJoin(checkins, eq(checkins.userId, userSettings.userId))
    .where(and(inArray(userSettings.userId, [...userIds]), ne(userSettings.checkinEvery, "off")))
    .groupBy(
      userSettings.userId,
      userSettings.checkinEvery,
      userSettings.timeZone,
      userSettings.reminderHour,
      userSettings.checkinRemindedFor,
      users.createdAt,
    );
  for (const row of rows) {
    const zone = row.timeZone && isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE;
    const clock = wallClock(zone, now);
    if (Number(clock.time.slice(0, 2)) < row.hour) continue;
    const day = checkinReminderDay({
      every: row.every,
      lastDate: row.lastDate,
      accountDay: wallClock(zone, row.accountCreated).date,
      today: clock.date,
    });
    if (day && day !== row.remindedFor) due.set(row.userId, day);
  }
  return due;
}

/** Claims the user's reminder of this cycle; false when another run (or server) already did. */
export async function claimCheckinReminder(userId: string, day: string): Promise<boolean> {
  const db = await getDb();
  const claimed = await db
    .update(userSettings)
    .set({ checkinRemindedFor: day })
    .where(
      and(
        eq(userSettings.userId, userId),
        or(isNull(userSettings.checkinRemindedFor), ne(userSettings.checkinRemindedFor, day)),
      ),
    )
    .returning({ id: userSettings.id });
  return claimed.length > 0;
}

/** Gives a claim back after the reminder could not be sent, so a later run tries again. */
export async function releaseCheckinReminder(userId: string, day: string): Promise<void> {
  const db = await getDb();
  await db
    .update(userSettings)
    .set({ checkinRemindedFor: sql`null` })
    .where(and(eq(userSettings.userId, userId), eq(userSettings.checkinRemindedFor, day)));
}
