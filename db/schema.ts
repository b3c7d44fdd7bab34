// Database schema: the entities of spec §3 plus the tables Auth.js needs.
// Every row of a user cascades away with the user; a board's items cascade with the board.
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Category, SubscriptionStatus } from "./column-types";
import type { AdapterAccountType } from "@auth/core/adapters";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    // Always stored lower-cased, so the unique index is case-insensitive in effect.
    email: text("email").notNull(),
    password: text("password").notNull(),
    // Auth.js adapter columns (unused by e-mail/password sign-in, kept for other providers).
    name: text("name"),
    emailVerified: timestamp("email_verified", { withTimezone: true, mode: "date" }),
    image: text("image"),
    createdAt: createdAt(),
    affiliateCode: text("affiliate_code").notNull(),
    referredByCode: text("referred_by_code"),
    freeMonthsAwarded: integer("free_months_awarded").notNull().default(0),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status")
      .$type<SubscriptionStatus>()
      .notNull()
      .default("inactive"),
    subscriptionExpiresAt: timestamp("subscription_expires_at", {
      withTimezone: true,
      mode: "date",
    }),
    // End of the premium time earned through referrals (separate from the paid period).
    freePremiumUntil: timestamp("free_premium_until", { withTimezone: true, mode: "date" }),
    // When the first-time tour was ended (Close or Finish); null while it is still to come.
    tourCompletedAt: timestamp("tour_completed_at", { withTimezone: true, mode: "date" }),
    // Issue 41 item 8 (docs/decisions/referral-mailboxes.md): one mailbox counts once for referral
    // months. `mailbox` is the address with any +tag (and, at Gmail, dots) removed
    // (lib/auth/mailbox.ts); `referralNoReward` says why a referred sign-up earned no month.
    mailbox: text("mailbox"),
    referralNoReward: text("referral_no_reward").$type<"same_mailbox">(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_mailbox_idx").on(t.mailbox),
    uniqueIndex("users_affiliate_code_unique").on(t.affiliateCode),
    index("users_referred_by_code_idx").on(t.referredByCode),
    index("users_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<AdapterAccountType>().notNull(),
    provider: text("provider").notNull(),
    providerAccountId: text("provider_account_id").notNull(),
    refresh_token: text("refresh_token"),
    access_token: text("access_token"),
    expires_at: integer("expires_at"),
    token_type: text("token_type"),
    scope: text("scope"),
    id_token: text("id_token"),
    session_state: text("session_state"),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerAccountId] }),
    index("accounts_user_id_idx").on(t.userId),
  ],
);

/** One row per signed-in browser. Deleting the row ends that session at once (logout, password change). */
export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text("session_token").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The idle deadline: moved forward as the session is used (lib/auth/session-expiry.ts).
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
    // Sign-in time: the absolute deadline is counted from it, however busy the session is.
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    identifier: text("identifier").notNull(),
    token: text("token").notNull(),
    expires: timestamp("expires", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);

/** Issue 47: a recurring task's own day and time while one occurrence has a plan's (tasks.seriesSchedule). */
export type SeriesSchedule = { dueDate: string; dueTime: string | null };

export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    category: text("category").$type<Category>().notNull(),
    // What the AI suggested; when the user picks another area the task becomes a learning example.
    aiCategory: text("ai_category").$type<Category>(),
    completed: boolean("completed").notNull().default(false),
    important: boolean("important").notNull().default(false),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    // A calendar day in the user's time zone ("YYYY-MM-DD"); for a recurring task, this occurrence's day.
    dueDate: date("due_date", { mode: "string" }),
    // "HH:MM" (24 h) in the user's time zone; only with a due date.
    dueTime: text("due_time"),
    // An RFC 5545 RRULE value without the "RRULE:" prefix, normalised (lib/tasks/recurrence.ts).
    recurrence: text("recurrence"),
    // How long the task takes, in minutes (1-1440); null counts as the user's defaultEstimateMinutes.
    estimateMinutes: integer("estimate_minutes"),
    // Issue 43: plain-text notes (at most TASK_NOTES_MAX characters, line breaks kept); null when empty.
    notes: text("notes"),
    // Issue 47 (first month): a day plan gave this occurrence of a recurring task its own day and
    // time (dueDate/dueTime); this is the series' own, which the next occurrence and the calendar
    // feed's rule keep. Null: no override, the occurrence is the series'.
    seriesSchedule: jsonb("series_schedule").$type<SeriesSchedule>(),
    // Issue 45: the goal the task leads to (null: none). Deleting the goal unlinks its tasks.
    goalId: integer("goal_id").references((): AnyPgColumn => goals.id, { onDelete: "set null" }),
    // Issue 47 item 6 (honest figures): the task every account starts with (lib/auth/accounts.ts).
    // It is not work: no wheel, analysis, plan proposal or review counts it
    // (docs/decisions/welcome-task.md). Editing its words makes it the user's own task.
    welcome: boolean("welcome").notNull().default(false),
  },
  // Only user_id is indexed: every query is one user's list (tens to hundreds of rows, sorted in
  // memory), and keeping "order" and "completed" out of indexes lets a reorder or a tick update rows
  // in place (HOT) instead of adding index entries for every row. Migration 0001 also sets the
  // table's fillfactor to 80, so updated rows find room on their own page.
  (t) => [index("tasks_user_id_idx").on(t.userId)],
);

/**
 * A task's checklist (one level, at most MAX_TASK_ITEMS per task): part of the task, so it goes
 * with it (cascade), comes back with its Undo (lib/trash keeps the items beside the task) and is
 * copied, unticked, to a recurring task's next occurrence.
 */
export const taskItems = pgTable(
  "task_items",
  {
    id: serial("id").primaryKey(),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    // Denormalised owner, so every query can be scoped by user without a join.
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    done: boolean("done").notNull().default(false),
    order: integer("order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("task_items_task_idx").on(t.taskId), index("task_items_user_id_idx").on(t.userId)],
);

export const journals = pgTable(
  "journals",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    category: text("category").$type<Category>().notNull().default("personal_growth"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("journals_user_id_idx").on(t.userId, t.category, t.createdAt)],
);

export const userSettings = pgTable("user_settings", {
  id: serial("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique("user_settings_user_id_unique")
    .references(() => users.id, { onDelete: "cascade" }),
  categoryNames: jsonb("category_names").$type<Record<string, string>>().notNull().default({}),
  categoryPercentages: jsonb("category_percentages")
    .$type<Record<string, number>>()
    .notNull()
    .default({}),
  // IANA zone name; null until the first sign-in stores the browser's (read as "UTC" until then).
  timeZone: text("time_zone"),
  // Daily e-mail of tasks due today and overdue (lib/reminders), at this hour (0-23) of timeZone.
  remindersEnabled: boolean("reminders_enabled").notNull().default(false),
  reminderHour: integer("reminder_hour").notNull().default(8),
  // Push reminders of timed tasks come this many minutes before the due time (0, 5, 15, 30, 60).
  pushLeadMinutes: integer("push_lead_minutes").notNull().default(0),
  // Time, not counts (issue 27): what an unestimated task weighs, how the wheels measure, and the
  // minutes free for the day plan per weekday (Mon..Sun); null reads as the defaults in lib/time/rules.ts.
  defaultEstimateMinutes: integer("default_estimate_minutes").notNull().default(30),
  balanceBy: text("balance_by").$type<"time" | "count">().notNull().default("time"),
  dayMinutes: jsonb("day_minutes").$type<number[]>(),
  // Issue 47 (first month): the user's hours for "tomorrow morning", "Saturday evening", "tonight"
  // ("HH:MM" by part of the day); null or a missing part reads as lib/quick-add's defaults.
  dayHours:
    jsonb("day_hours").$type<
      Partial<Record<"morning" | "afternoon" | "evening" | "night", string>>
    >(),
  // Issue 45: how often a satisfaction check-in is offered (lib/checkins/shapes.ts).
  checkinEvery: text("checkin_every")
    .$type<"week" | "month" | "quarter" | "off">()
    .notNull()
    .default("month"),
  // The check-in cycle (lib/checkins/shapes.ts checkinReminderDay) last reminded of, by push or
  // e-mail: claimed before sending so a check-in is reminded of once at most.
  checkinRemindedFor: date("checkin_reminded_for", { mode: "string" }),
  // Issue 46: the first day of the user's week for habits' weekly targets and streaks (0 Sunday,
  // 1 Monday, 6 Saturday: lib/time/week-start.ts).
  weekStart: integer("week_start").notNull().default(1),
  // Issue 47 item 11 (WCAG 2.1.4): the dashboard's single-key shortcuts can be turned off.
  keyboardShortcuts: boolean("keyboard_shortcuts").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const visionBoards = pgTable(
  "vision_boards",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
  },
  (t) => [index("vision_boards_user_id_idx").on(t.userId)],
);

export const visionBoardItems = pgTable(
  "vision_board_items",
  {
    id: serial("id").primaryKey(),
    visionBoardId: integer("vision_board_id")
      .notNull()
      .references(() => visionBoards.id, { onDelete: "cascade" }),
    // Denormalised owner, so every query can be scoped by user without a join.
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    description: text("description").notNull(),
    positionX: integer("position_x").notNull().default(0),
    positionY: integer("position_y").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("vision_board_items_board_idx").on(t.visionBoardId),
    index("vision_board_items_user_id_idx").on(t.userId),
  ],
);

/**
 * The secret of each user's calendar feed (GET /calendar/<token>.ics). Kept as is, not hashed: the
 * user is shown the link again in Settings, as Google and Todoist do with theirs. Resetting replaces it.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique("calendar_feeds_token_unique"),
  createdAt: createdAt(),
});

/**
 * Issue 41 item 10: each feed event's SEQUENCE (RFC 5545 §3.8.7.4), raised when the event's text
 * changes (lib/calendar/sequence.ts). `digest` is a hash of the event as last served.
 */
export const calendarEventSequences = pgTable(
  "calendar_event_sequences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    digest: text("digest").notNull(),
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/**
 * One weekly review per user and week (weekStart: the Monday of the week reviewed, in the user's
 * zone). The reflection lives in the journal (journalId); the focus is what the user chose for the
 * week that follows.
 */
export const weeklyReviews = pgTable(
  "weekly_reviews",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    journalId: integer("journal_id").references(() => journals.id, { onDelete: "set null" }),
    focusAreas: jsonb("focus_areas").$type<Category[]>().notNull().default([]),
    focusTaskIds: jsonb("focus_task_ids").$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("weekly_reviews_user_week_unique").on(t.userId, t.weekStart)],
);

/**
 * A saved day plan (issue 27, lib/planning): one per user and day. Each item remembers the date and
 * time its task had before the plan gave it this day and start, so taking it out of the plan puts
 * them back.
 */
export type PlanItemRow = {
  /** A task's item; or (issue 46) a habit's, which moves no task and remembers no prior day. */
  taskId?: number;
  habitId?: number;
  start: string;
  minutes: number;
  prevDueDate: string | null;
  prevDueTime: string | null;
};
export const dayPlans = pgTable(
  "day_plans",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    start: text("start").notNull(),
    items: jsonb("items").$type<PlanItemRow[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("day_plans_user_date_unique").on(t.userId, t.date)],
);

/** Payment-provider webhook events already applied: makes webhook handling idempotent. */
export const processedEvents = pgTable("processed_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/** Sliding-window counters for rate limiting (login attempts), shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow(),
});

/**
 * Idempotency-Key replays for POST /api/tasks and /api/journals (lib/http/idempotency.ts): one row
 * per (user, key) for 24 hours. `status` is null while the first request is still running; then it
 * holds that request's status and JSON body, which any retry with the same key gets back.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    // SHA-256 of the method, path and JSON body: the same key with another request is a 409.
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/**
 * Every sign-up that earned referral months, by a SHA-256 of its normalised e-mail, kept after the
 * account is deleted: one reward per e-mail ever, and the referrer's yearly cap counts these rows.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    emailHash: text("email_hash").primaryKey(),
    // The referrer who got a month for this sign-up; null when they were at their cap (or left).
    referrerId: text("referrer_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("referral_rewards_referrer_idx").on(t.referrerId, t.createdAt)],
);

/**
 * Rows the user deleted in the last 24 hours, kept so Undo can put them back exactly (same id and
 * every column: `data` is the row as Postgres' to_jsonb wrote it). Lists, counts and the export
 * read only the live tables, so a deleted row is invisible everywhere until it is restored; after
 * a day it is purged for good (lib/trash/data.ts), and deleting the account removes it at once.
 */
export const deletedRows = pgTable(
  "deleted_rows",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Which table the row came from: "task", "journal", "item" (a vision-board item), "task_item" (a
    // checklist item) or "time_entry" (issue 46).
    kind: text("kind").notNull(),
    rowId: integer("row_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deleted_rows_kind_row_unique").on(t.kind, t.rowId),
    index("deleted_rows_user_idx").on(t.userId, t.deletedAt),
    index("deleted_rows_deleted_at_idx").on(t.deletedAt),
  ],
);

/**
 * Password reset links (lib/auth/password-reset.ts): only a SHA-256 of the token is stored; a link
 * works once (usedAt) and until expiresAt.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/** Invitations sent from Refer & Earn (lib/referrals/invites.ts), one row per inviter and address. */
export const invites = pgTable(
  "invites",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Normalised (trimmed, lower-cased).
    email: text("email").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invites_user_email_unique").on(t.userId, t.email)],
);

/** One row per reminder e-mail sent: the primary key makes the daily reminder idempotent. */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The user's local date the reminder was for.
    localDate: date("local_date", { mode: "string" }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

/**
 * One browser's Web Push subscription (lib/push). The endpoint is unique: a browser that signs in
 * as another user moves its subscription to that user. Deleted with the user.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true, mode: "date" }),
    /** Runs in a row in which the device's push service timed out or could not be reached (lib/push/device-health.ts). */
    failures: integer("failures").notNull().default(0),
    /** Set once `failures` reaches the limit: the device is then tried only now and then, and Settings says so. */
    failingSince: timestamp("failing_since", { withTimezone: true, mode: "date" }),
    /** A failing device rests until then: no reminder is tried on it before. */
    retryAfter: timestamp("retry_after", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * The claim that makes each reminder go out once per device, across runs and servers: the key
 * names the task and its occurrence ("t:42:2026-03-10T17:00"), a day's group ("d:2026-03-10") or a
 * snooze ("s:7"). A failed send that may be retried gives its claim back.
 */
export const pushSends = pgTable(
  "push_sends",
  {
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    reminderKey: text("reminder_key").notNull(),
    claimedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.reminderKey] })],
);

/** "Snooze 1 h" on a notification: one more reminder of the task at remindAt. */
export const pushSnoozes = pgTable(
  "push_snoozes",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    remindAt: timestamp("remind_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_snoozes_remind_at_idx").on(t.remindAt)],
);

// --- Subscribed calendars (issue 44, lib/calendars) -----------------------------------------------

/**
 * A calendar the user subscribed to by its secret iCal address. The address is stored encrypted
 * (AES-256-GCM, lib/calendars/secret-url.ts) and shown only masked. Conditional-request validators,
 * the last outcome in words and the run of failures (paused at five) drive the refresh.
 */
export const calendars = pgTable(
  "calendars",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    urlEncrypted: text("url_encrypted").notNull(),
    urlMasked: text("url_masked").notNull(),
    category: text("category").$type<Category>().notNull(),
    countInBalance: boolean("count_in_balance").notNull().default(true),
    color: text("color").notNull(),
    etag: text("etag"),
    lastModified: text("last_modified"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true, mode: "date" }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, mode: "date" }),
    // "ok" | "not-found" | "not-a-calendar" | "too-large" | "unreachable" | "refused"
    lastError: text("last_error"),
    failures: integer("failures").notNull().default(0),
    eventCount: integer("event_count").notNull().default(0),
    droppedCount: integer("dropped_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("calendars_user_idx").on(t.userId),
    index("calendars_attempt_idx").on(t.lastAttemptAt),
  ],
);

/** One event series (a UID) of a calendar, with its life area; the user's choice survives refreshes. */
export const calendarSeries = pgTable(
  "calendar_series",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    uid: text("uid").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    category: text("category").$type<Category>().notNull(),
    // What the categorizer said; a different `category` is the user's correction (and an example).
    aiCategory: text("ai_category").$type<Category>().notNull(),
  },
  (t) => [
    uniqueIndex("calendar_series_calendar_uid_unique").on(t.calendarId, t.uid),
    index("calendar_series_user_idx").on(t.userId),
  ],
);

/** The occurrences in the kept window: instants when timed, days (end exclusive) when all-day. */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    calendarId: integer("calendar_id")
      .notNull()
      .references(() => calendars.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => calendarSeries.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    allDay: boolean("all_day").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    busy: boolean("busy").notNull(),
  },
  (t) => [
    index("calendar_events_user_starts_idx").on(t.userId, t.startsAt),
    index("calendar_events_user_days_idx").on(t.userId, t.startDate),
    index("calendar_events_calendar_idx").on(t.calendarId),
  ],
);

// ---- Issue 43: import from other apps (lib/import) ----------------------------------------------

/**
 * One file read by POST /api/import: its preview (what would be written) lives 24 hours; a commit
 * writes it and keeps the ids it created, so DELETE /api/import/{id} can take them all away again.
 */
export type ImportCreated = {
  tasks: number[];
  journals: number[];
  visionBoards: number[];
  // A Balance backup's restore (lib/import/restore.ts) also creates these, and replaces settings.
  goals?: number[];
  checkins?: number[];
  habits?: number[];
  timeEntries?: number[];
  weeklyReviews?: number[];
  settingsBefore?: Record<string, unknown>;
};
export const imports = pgTable(
  "imports",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    // The stored preview (lib/import/shapes.ts ImportPreview without its id), changed by PATCH.
    preview: jsonb("preview").$type<Record<string, unknown>>().notNull(),
    // "preview" until committed, then "committed"; an undone import's row is deleted.
    status: text("status").$type<"preview" | "committed">().notNull().default("preview"),
    created: jsonb("created").$type<ImportCreated>(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    committedAt: timestamp("committed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("imports_user_idx").on(t.userId), index("imports_expires_idx").on(t.expiresAt)],
);

/**
 * Issue 43 item 5: a preview's rows in chunks of a few hundred (lib/import/preview-rows.ts), so a
 * 20,000-row file is written, read and changed a piece at a time, never as one 6 MB JSON value.
 * `part` says whose rows: "tasks", or one of a Balance backup's long lists (journal entries,
 * check-ins, habit checks, timer entries: lib/import/restore-lists.ts). They go with their import
 * (undo, discard, expiry) and with the user.
 */
export const importRows = pgTable(
  "import_rows",
  {
    importId: text("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    part: text("part").notNull().default("tasks"),
    chunk: integer("chunk").notNull(),
    rows: jsonb("rows").$type<Record<string, unknown>[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.part, t.chunk] }),
    index("import_rows_user_idx").on(t.userId),
  ],
);

// ---- Issue 45: satisfaction check-ins and goals (lib/checkins, lib/goals) ----

/** One satisfaction check-in per user and day: a 1-10 score per life area and an optional note. */
export const checkins = pgTable(
  "checkins",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    scores: jsonb("scores").$type<Record<Category, number>>().notNull(),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("checkins_user_date_unique").on(t.userId, t.date)],
);

/**
 * A goal between the vision board and the task list. It may come from a board item (the link is
 * kept, and dropped if the item goes); deleting a goal leaves its tasks, unlinked.
 */
export const goals = pgTable(
  "goals",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    category: text("category").$type<Category>().notNull(),
    why: text("why"),
    targetDate: date("target_date", { mode: "string" }),
    status: text("status").$type<"active" | "achieved" | "dropped">().notNull().default("active"),
    visionBoardItemId: integer("vision_board_item_id").references(() => visionBoardItems.id, {
      onDelete: "set null",
    }),
    achievedAt: timestamp("achieved_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("goals_user_id_idx").on(t.userId, t.status)],
);

export type User = typeof users.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type Journal = typeof journals.$inferSelect;
export type TaskItem = typeof taskItems.$inferSelect;
export type UserSettings = typeof userSettings.$inferSelect;
export type VisionBoard = typeof visionBoards.$inferSelect;
export type VisionBoardItem = typeof visionBoardItems.$inferSelect;
export type WeeklyReview = typeof weeklyReviews.$inferSelect;
export type Checkin = typeof checkins.$inferSelect;
export type Goal = typeof goals.$inferSelect;

// --- Issue 46: habits and their checks (lib/habits) ---

/**
 * A habit: a routine with a target of `targetTimes` per day or week (lib/habits/streaks.ts). Archived
 * habits keep their checks and stop counting towards the cap of active habits.
 */
export const habits = pgTable(
  "habits",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    category: text("category").$type<Category>().notNull(),
    targetTimes: integer("target_times").notNull(),
    targetPer: text("target_per").$type<"day" | "week">().notNull(),
    // Minutes one check takes (1-1440), for "balance by time"; null: the user's default estimate.
    estimateMinutes: integer("estimate_minutes"),
    // "HH:MM" in the user's zone; the push reminder comes then when the period is not yet done.
    reminderTime: text("reminder_time"),
    archived: boolean("archived").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("habits_user_id_idx").on(t.userId)],
);

/** One check of a habit on a day of the user's calendar: at most one per day (idempotent). */
export const habitChecks = pgTable(
  "habit_checks",
  {
    habitId: integer("habit_id")
      .notNull()
      .references(() => habits.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.habitId, t.date] }),
    index("habit_checks_user_date_idx").on(t.userId, t.date),
  ],
);

export type Habit = typeof habits.$inferSelect;

// --- Issue 46: time really spent (lib/time-entries) ---

/**
 * A time entry: a finished timer (startedAt, endedAt, minutes) or time added by hand (manual, no
 * instants). A running timer is the user's one row without minutes (a partial unique index). taskId
 * has no foreign key on purpose: a deleted task's entries stay and come back with its Undo (which
 * restores the same id); habitId cascades with its habit.
 */
export const timeEntries = pgTable(
  "time_entries",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: integer("task_id"),
    habitId: integer("habit_id").references(() => habits.id, { onDelete: "cascade" }),
    // The user's calendar day the time counts on: the day the timer started, in their zone.
    date: date("date", { mode: "string" }).notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    // Null while the timer runs; at most 720 for a timer (capped) and 1440 by hand.
    minutes: integer("minutes"),
    capped: boolean("capped").notNull().default(false),
    manual: boolean("manual").notNull().default(false),
    // A timer's minutes the person changed by hand (PATCH /api/time-entries/{id}): the row says
    // "timer, corrected" instead of passing a guess for what the timer measured.
    corrected: boolean("corrected").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("time_entries_user_date_idx").on(t.userId, t.date),
    uniqueIndex("time_entries_one_running")
      .on(t.userId)
      .where(sql`${t.minutes} IS NULL`),
  ],
);

export type TimeEntry = typeof timeEntries.$inferSelect;
