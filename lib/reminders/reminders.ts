// Daily reminders: for each user who opted in (Settings) and has no device with push reminders, one e-mail a day at or after the hour
// they picked, in their own time zone, listing their open tasks due today and overdue. Nothing is
// sent on a day with none, unless a satisfaction check-in is due (lib/checkins/reminders.ts): the
// e-mail then says so, once a check-in cycle. Idempotent per user and local day: a row in reminder_sends (primary
// key user + local date) is claimed before the e-mail goes out, so two runs (two cron calls, two
// servers) send once; a failed send gives the claim back so the next run tries again.
// Run by GET /api/cron/reminders (a scheduler such as Vercel Cron, hourly) or, on the embedded
// default, by a timer in the server process (startReminderTimer, from instrumentation.ts).
import "server-only";
import { and, asc, eq, lte, notExists, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pushSubscriptions, reminderSends, tasks, userSettings, users } from "@/db/schema";
import { sendMail } from "@/lib/mail";
import { reminderMessage, type ReminderTask } from "@/lib/mail/messages";
import { wallClock } from "@/lib/time/clock";
import { DEFAULT_TIME_ZONE, isTimeZone } from "@/lib/time/zones";
import { publicOrigin } from "@/lib/server/public-origin";
import { unsubscribePageUrl, unsubscribeToken, unsubscribeUrl } from "@/lib/reminders/unsubscribe";
import {
  claimCheckinReminder,
  dueCheckinReminders,
  releaseCheckinReminder,
} from "@/lib/checkins/reminders";

/** At most this many tasks are listed in one e-mail (the rest are "and N more" in the app). */
const REMINDER_TASK_LIMIT = 30;

export type ReminderRun = {
  optedIn: number;
  sent: number;
  nothingDue: number;
  notYet: number;
  alreadySent: number;
  failed: number;
};

/** Sends today's reminder to every opted-in user whose hour has come; safe to call any number of times. */
export async function sendDueReminders(
  now = new Date(),
  origin = publicOrigin(),
): Promise<ReminderRun> {
  const db = await getDb();
  const candidates = await db
    .select({
      userId: users.id,
      email: users.email,
      timeZone: userSettings.timeZone,
      hour: userSettings.reminderHour,
    })
    .from(userSettings)
    .innerJoin(users, eq(users.id, userSettings.userId))
    // A user with a device that gets push reminders (lib/push) has them there instead of the e-mail.
    .where(
      and(
        eq(userSettings.remindersEnabled, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, users.id)),
        ),
      ),
    );
  const run: ReminderRun = {
    optedIn: candidates.length,
    sent: 0,
    nothingDue: 0,
    notYet: 0,
    alreadySent: 0,
    failed: 0,
  };
  const checkinDue = await dueCheckinReminders(
    candidates.map((c) => c.userId),
    now,
  );
  for (const user of candidates) {
    try {
      run[await remindOne(user, checkinDue.get(user.userId) ?? null, now, origin)]++;
    } catch (err) {
      run.failed++;
      console.error("[reminders] one user's reminder failed:", (err as Error).message);
    }
  }
  return run;
}

type Candidate = { userId: string; email: string; timeZone: string | null; hour: number };

async function remindOne(
  user: Candidate,
  checkinDay: string | null,
  now: Date,
  origin: string,
): Promise<"sent" | "nothingDue" | "notYet" | "alreadySent"> {
  const zone = user.timeZone && isTimeZone(user.timeZone) ? user.timeZone : DEFAULT_TIME_ZONE;
  const clock = wallClock(zone, now);
  if (Number(clock.time.slice(0, 2)) < user.hour) return "notYet";
  const db = await getDb();
  const [done] = await db
    .select({ d: reminderSends.localDate })
    .from(reminderSends)
    .where(and(eq(reminderSends.userId, user.userId), eq(reminderSends.localDate, clock.date)));
  if (done) return "alreadySent";
  const due = await db
    .select({ description: tasks.description, dueDate: tasks.dueDate, dueTime: tasks.dueTime })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, user.userId),
        eq(tasks.completed, false),
        lte(tasks.dueDate, clock.date),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.dueTime), asc(tasks.order), asc(tasks.id))
    .limit(REMINDER_TASK_LIMIT);
  if (due.length === 0 && !checkinDay) return "nothingDue";
  const [claimed] = await db
    .insert(reminderSends)
    .values({ userId: user.userId, localDate: clock.date })
    .onConflictDoNothing()
    .returning({ d: reminderSends.localDate });
  if (!claimed) return "alreadySent";
  const checkin = checkinDay ? await claimCheckinReminder(user.userId, checkinDay) : false;
  if (due.length === 0 && !checkin) {
    await db
      .delete(reminderSends)
      .where(and(eq(reminderSends.userId, user.userId), eq(reminderSends.localDate, clock.date)));
    return "nothingDue";
  }
  const list: ReminderTask[] = due.map((t) => ({
    description: t.description,
    dueDate: t.dueDate!,
    dueTime: t.dueTime,
    overdue: t.dueDate! < clock.date,
  }));
  try {
    const token = unsubscribeToken(user.userId);
    await sendMail(
      reminderMessage(
        user.email,
        list,
        `${origin}/`,
        `${origin}/settings`,
        { url: unsubscribeUrl(origin, user.userId), pageUrl: unsubscribePageUrl(origin, token) },
        { checkinDue: checkin },
      ),
    );
  } catch (err) {
    if (checkin && checkinDay) await releaseCheckinReminder(user.userId, checkinDay);
    await db
      .delete(reminderSends)
      .where(and(eq(reminderSends.userId, user.userId), eq(reminderSends.localDate, clock.date)));
    throw err;
  }
  return "sent";
}

/** How often the embedded default's timer looks for reminders to send. */
const REMINDER_TIMER_MS = 5 * 60 * 1000;

/** The in-process schedule of a long-lived server on the embedded database; the timer never keeps it alive. */
export function startReminderTimer(): void {
  const run = () =>
    void sendDueReminders().catch((err: unknown) =>
      console.error("[reminders] run failed:", (err as Error).message),
    );
  setTimeout(run, 30_000).unref();
  setInterval(run, REMINDER_TIMER_MS).unref();
}
