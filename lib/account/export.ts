// "Export my data": every row that belongs to the user, as JSON. Secrets stay out: the password
// hash, session tokens, reset-token hashes and the calendar feed's token are the keys to the
// account, not data about the user. EXPORT_COVERAGE names, for every table that points at a user,
// where it is in the export or why it is not; tests/api/account-export.test.ts fails on a table
// missing from it, so a new feature's table cannot be left out by accident.
import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import {
  accounts,
  calendarFeeds,
  checkins,
  dayPlans,
  goals,
  habitChecks,
  habits,
  invites,
  journals,
  pushSnoozes,
  pushSubscriptions,
  referralRewards,
  reminderSends,
  sessions,
  taskItems,
  tasks,
  timeEntries,
  userSettings,
  users,
  visionBoardItems,
  visionBoards,
  weeklyReviews,
} from "@/db/schema";
import { unauthorized } from "@/lib/errors/api-error";
import { PRODUCT_NAME } from "@/lib/brand";
import { calendarsForExport } from "@/lib/calendars/calendars";
import { picturesForExport } from "@/lib/vision-boards/export-pictures";

const EXPORT_FORMAT = "balance-export/1";

type ExportKey = keyof Awaited<ReturnType<typeof exportUserData>>;

/** Every table with a column that names a user: the export key that holds it, or why it is left out. */
export const EXPORT_COVERAGE: Record<string, ExportKey | { excluded: string }> = {
  users: "user",
  user_settings: "settings",
  tasks: "tasks",
  task_items: "taskItems",
  journals: "journals",
  vision_boards: "visionBoards",
  vision_board_items: "visionBoardItems",
  sessions: "sessions",
  accounts: "accounts",
  weekly_reviews: "weeklyReviews",
  referral_rewards: "referralRewards",
  invites: "invites",
  calendar_feeds: "calendarFeed",
  reminder_sends: "reminderEmails",
  push_subscriptions: "notificationDevices",
  push_snoozes: "snoozedReminders",
  day_plans: "dayPlans",
  calendars: "calendars",
  calendar_series: "calendarEventAreas",
  calendar_events: {
    excluded:
      "copies of events read from the user's own calendars, kept 30 days back to 365 ahead; the calendars and the areas of their events are exported",
  },
  checkins: "checkins",
  goals: "goals",
  habits: "habits",
  habit_checks: "habitChecks",
  time_entries: "timeEntries",
  deleted_rows: {
    excluded:
      "rows the user deleted: restorable for 24 hours with Undo, then purged; a restored row is exported with its table",
  },
  password_resets: { excluded: "SHA-256 hashes of reset tokens: secrets, kept at most an hour" },
  imports: {
    excluded:
      "a file's 24-hour import preview, or after its commit the ids of the rows it created (for Undo): the rows themselves are exported with their tables",
  },
  calendar_event_sequences: {
    excluded:
      "a counter per calendar-feed event, raised when the event changes: derived from the tasks, which are exported",
  },
  idempotency_keys: {
    excluded: "a 24-hour replay cache of answers already exported as the rows they created",
  },
};

export async function exportUserData(userId: string, now = new Date()) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const { password: _password, ...profile } = user;
  const [
    settings,
    taskRows,
    taskItemRows,
    journalRows,
    boardRows,
    itemRows,
    sessionRows,
    accountRows,
    inviteRows,
    reviewRows,
    rewardRows,
    feedRows,
    reminderRows,
    deviceRows,
    snoozeRows,
    planRows,
    checkinRows,
    goalRows,
    habitRows,
    habitCheckRows,
    timeEntryRows,
  ] = await Promise.all([
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(tasks.id),
    db
      .select()
      .from(taskItems)
      .where(eq(taskItems.userId, userId))
      .orderBy(taskItems.taskId, taskItems.order, taskItems.id),
    db.select().from(journals).where(eq(journals.userId, userId)).orderBy(journals.id),
    db.select().from(visionBoards).where(eq(visionBoards.userId, userId)).orderBy(visionBoards.id),
    db
      .select()
      .from(visionBoardItems)
      .where(eq(visionBoardItems.userId, userId))
      .orderBy(visionBoardItems.id),
    db.select({ expires: sessions.expires }).from(sessions).where(eq(sessions.userId, userId)),
    db
      .select({
        type: accounts.type,
        provider: accounts.provider,
        providerAccountId: accounts.providerAccountId,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db
      .select({ email: invites.email, sentAt: invites.sentAt })
      .from(invites)
      .where(eq(invites.userId, userId))
      .orderBy(invites.id),
    db
      .select({
        weekStart: weeklyReviews.weekStart,
        journalId: weeklyReviews.journalId,
        focusAreas: weeklyReviews.focusAreas,
        focusTaskIds: weeklyReviews.focusTaskIds,
        createdAt: weeklyReviews.createdAt,
        updatedAt: weeklyReviews.updatedAt,
      })
      .from(weeklyReviews)
      .where(eq(weeklyReviews.userId, userId))
      .orderBy(weeklyReviews.weekStart),
    // Whom a reward was for is a hash of a friend's address: the date is the user's data.
    db
      .select({ earnedAt: referralRewards.createdAt })
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, userId))
      .orderBy(referralRewards.createdAt),
    db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, userId)),
    db
      .select({ localDate: reminderSends.localDate, sentAt: reminderSends.sentAt })
      .from(reminderSends)
      .where(eq(reminderSends.userId, userId))
      .orderBy(desc(reminderSends.localDate)),
    // A device's push endpoint and keys are its credentials: the export says which devices, not how to reach them.
    db
      .select({
        label: pushSubscriptions.label,
        createdAt: pushSubscriptions.createdAt,
        lastSuccessAt: pushSubscriptions.lastSuccessAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(pushSubscriptions.id),
    db
      .select({ taskId: pushSnoozes.taskId, remindAt: pushSnoozes.remindAt })
      .from(pushSnoozes)
      .where(eq(pushSnoozes.userId, userId))
      .orderBy(pushSnoozes.remindAt),
    db
      .select({
        date: dayPlans.date,
        start: dayPlans.start,
        items: dayPlans.items,
        createdAt: dayPlans.createdAt,
        updatedAt: dayPlans.updatedAt,
      })
      .from(dayPlans)
      .where(eq(dayPlans.userId, userId))
      .orderBy(dayPlans.date),
    db
      .select({
        date: checkins.date,
        scores: checkins.scores,
        note: checkins.note,
        createdAt: checkins.createdAt,
        updatedAt: checkins.updatedAt,
      })
      .from(checkins)
      .where(eq(checkins.userId, userId))
      .orderBy(checkins.date),
    db.select().from(goals).where(eq(goals.userId, userId)).orderBy(goals.id),
    db.select().from(habits).where(eq(habits.userId, userId)).orderBy(habits.id),
    db
      .select({
        habitId: habitChecks.habitId,
        date: habitChecks.date,
        createdAt: habitChecks.createdAt,
      })
      .from(habitChecks)
      .where(eq(habitChecks.userId, userId))
      .orderBy(habitChecks.habitId, habitChecks.date),
    db
      .select({
        id: timeEntries.id,
        taskId: timeEntries.taskId,
        habitId: timeEntries.habitId,
        date: timeEntries.date,
        startedAt: timeEntries.startedAt,
        endedAt: timeEntries.endedAt,
        minutes: timeEntries.minutes,
        capped: timeEntries.capped,
        manual: timeEntries.manual,
      })
      .from(timeEntries)
      .where(eq(timeEntries.userId, userId))
      .orderBy(timeEntries.id),
  ]);
  // Issue 44: the subscribed calendars with their addresses masked (a secret address is a key).
  const subscribed = await calendarsForExport(userId);
  // Issue 43: the boards' pictures travel with their bytes, so a restore needs nothing else.
  const pictures = await picturesForExport(userId);
  return {
    format: EXPORT_FORMAT,
    product: PRODUCT_NAME,
    exportedAt: now.toISOString(),
    user: profile,
    settings: settings[0] ?? null,
    tasks: taskRows,
    taskItems: taskItemRows,
    journals: journalRows,
    visionBoards: boardRows,
    visionBoardItems: itemRows,
    weeklyReviews: reviewRows,
    referralRewards: rewardRows,
    invites: inviteRows,
    calendarFeed: feedRows[0] ?? null,
    reminderEmails: reminderRows,
    notificationDevices: deviceRows,
    snoozedReminders: snoozeRows,
    dayPlans: planRows,
    calendars: subscribed.calendars,
    calendarEventAreas: subscribed.eventAreas,
    checkins: checkinRows,
    goals: goalRows,
    habits: habitRows,
    habitChecks: habitCheckRows,
    timeEntries: timeEntryRows,
    pictures,
    sessions: sessionRows,
    accounts: accountRows,
  };
}

export function exportFileName(now = new Date()): string {
  return `balance-data-${now.toISOString().slice(0, 10)}.json`;
}
