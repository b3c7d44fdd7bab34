// "Export my data": every row that belongs to the user, as JSON. Secrets stay out: the password
// hash, session tokens, reset-token hashes and the calendar feed's token are the keys to the
// account, not data about the user. EXPORT_COVERAGE names, for every table that points at a user,
// where it is in the export or why it is not; tests/api/account-export.test.ts fails on a table
// missing from it, so a new feature's table cannot be left out by accident.
import "server-only";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
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
  type Task,
  type TaskItem,
  visionBoardItems,
  visionBoards,
  weeklyReviews,
} from "@/db/schema";
import { unauthorized } from "@/lib/errors/api-error";
import { PRODUCT_NAME } from "@/lib/brand";
import { keysetPages } from "@/lib/server/keyset-pages";
import { calendarsForExport } from "@/lib/calendars/data";
import { picturesForExport } from "@/lib/vision-boards/export-pictures";
import { errorForLog } from "@/lib/errors/for-log";

const EXPORT_FORMAT = "balance-export/1";

type ExportKey = keyof Awaited<ReturnType<typeof exportParts>>;

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
  import_rows: {
    excluded:
      "the task rows of a file's 24-hour import preview, in chunks; gone with its commit or its 24 hours",
  },
  calendar_event_sequences: {
    excluded:
      "a counter per calendar-feed event, raised when the event changes: derived from the tasks, which are exported",
  },
  idempotency_keys: {
    excluded: "a 24-hour replay cache of answers already exported as the rows they created",
  },
};

/** Rows per batch of a table read in pieces: a few milliseconds of JSON each. */
const BATCH_ROWS = 500;

/**
 * A table read in keyset-paged batches (`read(after)` gives the rows after the last one of the
 * previous batch, in the export's order), so the export never holds a large account's rows at once.
 */
class Batched<R> {
  constructor(private readonly read: (after: R | null) => Promise<R[]>) {}

  batches(): AsyncGenerator<R[]> {
    return keysetPages((last) => this.read(last ?? null), BATCH_ROWS);
  }
}

type Collected<T> = { [K in keyof T]: T[K] extends Batched<infer R> ? R[] : T[K] };

/**
 * The export in its order: every small part read at once (in parallel), the tables that grow with
 * use (tasks, checklist items, time entries) as Batched readers the stream walks.
 */
async function exportParts(userId: string, now: Date) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const { password: _password, ...profile } = user;
  const [
    settings,
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
  ] = await Promise.all([
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
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
    tasks: new Batched((after: Task | null) =>
      db
        .select()
        .from(tasks)
        .where(and(eq(tasks.userId, userId), after ? gt(tasks.id, after.id) : undefined))
        .orderBy(tasks.id)
        .limit(BATCH_ROWS),
    ),
    taskItems: new Batched((after: TaskItem | null) =>
      db
        .select()
        .from(taskItems)
        .where(
          and(
            eq(taskItems.userId, userId),
            after
              ? sql`(${taskItems.taskId}, ${taskItems.order}, ${taskItems.id}) > (${after.taskId}, ${after.order}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(taskItems.taskId), asc(taskItems.order), asc(taskItems.id))
        .limit(BATCH_ROWS),
    ),
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
    timeEntries: new Batched((after: { id: number } | null) =>
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
          corrected: timeEntries.corrected,
        })
        .from(timeEntries)
        .where(
          and(eq(timeEntries.userId, userId), after ? gt(timeEntries.id, after.id) : undefined),
        )
        .orderBy(timeEntries.id)
        .limit(BATCH_ROWS),
    ),
    pictures,
    sessions: sessionRows,
    accounts: accountRows,
  };
}

/** The whole export as one object (tests, small accounts): what the stream writes, parsed. */
export async function exportUserData(userId: string, now = new Date()) {
  const parts = await exportParts(userId, now);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parts)) {
    if (!(value instanceof Batched)) {
      out[key] = value;
      continue;
    }
    const rows: unknown[] = [];
    for await (const batch of (value as Batched<unknown>).batches()) rows.push(...batch);
    out[key] = rows;
  }
  return out as Collected<typeof parts>;
}

/** `text` placed at `depth` of an export written with JSON.stringify(…, null, 2). */
const indented = (text: string, depth: number) => text.replace(/\n/g, "\n" + "  ".repeat(depth));

/**
 * The export's JSON, piece by piece, byte for byte what JSON.stringify(exportUserData(), null, 2)
 * writes: a part at a time, a batched table a batch at a time. Each piece is a few milliseconds
 * of work at most, and the next is made only when the reader asks (backpressure).
 */
async function* exportText(parts: Record<string, unknown>): AsyncGenerator<string> {
  const entries = Object.entries(parts).filter(([, v]) => v !== undefined);
  yield "{";
  for (const [i, [key, value]] of entries.entries()) {
    const head = `${i === 0 ? "" : ","}\n  ${JSON.stringify(key)}: `;
    if (!(value instanceof Batched)) {
      yield head + indented(JSON.stringify(value, null, 2), 1);
      continue;
    }
    let rows = 0;
    for await (const batch of (value as Batched<unknown>).batches()) {
      let text = rows === 0 ? head + "[" : "";
      for (const row of batch)
        text += `${rows++ === 0 ? "" : ","}\n    ${indented(JSON.stringify(row, null, 2), 2)}`;
      yield text;
    }
    yield rows === 0 ? head + "[]" : "\n  ]";
  }
  yield "\n}";
}

/**
 * GET /api/account/export's body, streamed: the user and the small parts are read before it
 * starts (a missing user is a 401 from the route, not a broken download), the large tables in
 * keyset-paged batches while it is sent. docs/decisions/export-stream.md.
 */
export async function exportStream(
  userId: string,
  now = new Date(),
): Promise<ReadableStream<Uint8Array>> {
  const text = exportText(await exportParts(userId, now));
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await text.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (err) {
        // Headers are sent: all that is left is to cut the download short (it will not parse).
        console.error(`[export] failed mid-stream for a user:`, errorForLog(err));
        controller.error(err);
      }
    },
    async cancel() {
      await text.return(undefined);
    },
  });
}

export function exportFileName(now = new Date()): string {
  return `balance-data-${now.toISOString().slice(0, 10)}.json`;
}
