// Sends the push reminders that are due: run by GET /api/cron/push (a scheduler, every minute)
// or, on the embedded default, by an in-process timer (startPushTimer, from instrumentation.ts).
// Tasks (./due.ts), a due check-in, and habits not yet done at their reminder time (./habit-due.ts).
//
// Each reminder goes out once per device, also with several servers running at once: a row in
// push_sends (primary key subscription + reminder key) is claimed before the request is made. The
// outcome decides what happens to the claim:
// - 2xx: sent; the device's last success is stamped.
// - 404 / 410: the push service says the subscription is gone: it is deleted (with its claims).
// - 429, 5xx, a timeout or a network error: the claim is given back, so the next run retries
//   (while the reminder is still within the lookback window).
// - any other 4xx, or an address the outbound guard refuses: the request itself is wrong and
//   would fail again: the claim stays.
// One user's devices cannot hold up another user's reminders (issue 41): users are served side by
// side (USERS_AT_ONCE), each user's devices at most DEVICES_PER_USER at a time, each device gets at
// most PER_DEVICE_RUN reminders a run and stops at its first timeout; a device that keeps timing
// out rests between tries (./device-health.ts). Every request goes through the outbound guard: the
// endpoint is re-read as its canonical form and the connection is made only to a public address
// (lib/net), so no stored spelling and no DNS answer reaches inside.
import "server-only";
import { and, asc, eq, gt, gte, inArray, lt, lte } from "drizzle-orm";
import webpush, { WebPushError } from "web-push";
import { getDb } from "@/db/client";
import { pushSends, pushSnoozes, pushSubscriptions, tasks, userSettings } from "@/db/schema";
import { DEFAULT_TIME_ZONE, isTimeZone } from "@/lib/time/zones";
import { ADDRESS_REFUSED, guardedAgent } from "@/lib/net/agent";
import {
  candidateDates,
  dueReminders,
  LOOKBACK_MINUTES,
  type DueTask,
  type Reminder,
  type Snooze,
} from "./due";
import { vapidKeys } from "./vapid";
import { userHasPremium } from "@/lib/billing/status";
import { allowedEndpoint, pushAllowedHosts } from "./endpoint";
import { afterUnreachable, HEALTHY, isResting, type Health } from "./device-health";
import {
  CHECKIN_REMINDER_BODY,
  CHECKIN_REMINDER_TITLE,
  claimCheckinReminder,
  dueCheckinReminders,
} from "@/lib/checkins/reminders";
import { isWeekStart, DEFAULT_WEEK_START } from "@/lib/time/week-start";
import { dueHabitReminders } from "./habit-due";
import { habitsToRemind } from "./habit-reminders";

export type PushRun = {
  enabled: boolean;
  devices: number;
  due: number;
  sent: number;
  alreadySent: number;
  gone: number;
  retryLater: number;
  failed: number;
  /** Reminders of devices that rest this run (failing), or past a device's share of this run. */
  deferred: number;
};

/** Transport settings (tests shorten the timeout). */
export const pushTransport = {
  timeoutMs: Number(process.env.PUSH_TIMEOUT_MS) || 5_000,
  usersAtOnce: 8,
  devicesPerUserAtOnce: 2,
  perDeviceRun: 10,
};

/** How long a push service keeps a reminder for an offline device: after an hour it is stale. */
export const PUSH_TTL_SECONDS = 3600;

type Device = typeof pushSubscriptions.$inferSelect;
type Outcome = "sent" | "alreadySent" | "gone" | "retryLater" | "unreachable" | "failed";

export async function sendDuePush(now = new Date()): Promise<PushRun> {
  const run: PushRun = {
    enabled: false,
    devices: 0,
    due: 0,
    sent: 0,
    alreadySent: 0,
    gone: 0,
    retryLater: 0,
    failed: 0,
    deferred: 0,
  };
  const vapid = vapidKeys();
  if (!vapid) return run;
  run.enabled = true;
  const db = await getDb();
  const devices = await db
    .select({
      device: pushSubscriptions,
      timeZone: userSettings.timeZone,
      hour: userSettings.reminderHour,
      lead: userSettings.pushLeadMinutes,
      names: userSettings.categoryNames,
      weekStart: userSettings.weekStart,
    })
    .from(pushSubscriptions)
    .leftJoin(userSettings, eq(userSettings.userId, pushSubscriptions.userId));
  run.devices = devices.length;
  if (devices.length === 0) return run;

  const since = new Date(now.getTime() - LOOKBACK_MINUTES * 60_000);
  const userIds = [...new Set(devices.map((d) => d.device.userId))];
  const { from, to } = candidateDates(since, now);
  const openTasks = await db
    .select({
      id: tasks.id,
      userId: tasks.userId,
      description: tasks.description,
      category: tasks.category,
      dueDate: tasks.dueDate,
      dueTime: tasks.dueTime,
    })
    .from(tasks)
    .where(
      and(
        inArray(tasks.userId, userIds),
        eq(tasks.completed, false),
        gte(tasks.dueDate, from),
        lte(tasks.dueDate, to),
      ),
    )
    // A day's undated tasks are named in one notification in the order of the person's list.
    .orderBy(asc(tasks.order), asc(tasks.id));
  const snoozes = await db
    .select({
      id: pushSnoozes.id,
      userId: pushSnoozes.userId,
      taskId: pushSnoozes.taskId,
      remindAt: pushSnoozes.remindAt,
      task: tasks,
    })
    .from(pushSnoozes)
    .innerJoin(tasks, and(eq(tasks.id, pushSnoozes.taskId), eq(tasks.completed, false)))
    .where(
      and(
        inArray(pushSnoozes.userId, userIds),
        gt(pushSnoozes.remindAt, since),
        lte(pushSnoozes.remindAt, now),
      ),
    );

  // A due satisfaction check-in is one more reminder, claimed per user so it comes once a cycle.
  const checkinDue = await dueCheckinReminders(userIds, now);
  // Habits with a reminder time (issue 46), each with its recent checks.
  const habitsOf = await habitsToRemind(userIds, since);
  const remindersOf = new Map<string, Reminder[]>();
  // Each user's devices, each with its reminders.
  const lanes = new Map<string, { device: Device; reminders: Reminder[] }[]>();
  for (const { device, timeZone, hour, lead, names, weekStart } of devices) {
    let reminders = remindersOf.get(device.userId);
    if (!reminders) {
      const mine: DueTask[] = openTasks.filter((t) => t.userId === device.userId);
      const mySnoozes = snoozes.filter((s) => s.userId === device.userId);
      // A snoozed task may be due another day: its row comes with the snooze.
      for (const s of mySnoozes)
        if (!mine.some((t) => t.id === s.taskId))
          mine.push({ ...s.task, dueDate: null, dueTime: s.task.dueTime });
      const user = {
        timeZone: timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE,
        leadMinutes: lead ?? 0,
        reminderHour: hour ?? 8,
      };
      const snoozed = mySnoozes.map((s): Snooze => ({
        id: s.id,
        taskId: s.taskId,
        remindAt: s.remindAt,
      }));
      const habitUser = {
        timeZone: user.timeZone,
        weekStart: isWeekStart(weekStart) ? weekStart : DEFAULT_WEEK_START,
      };
      const myHabits = habitsOf.get(device.userId) ?? [];
      reminders = [
        ...dueReminders(user, mine, snoozed, since, now),
        ...dueHabitReminders(habitUser, myHabits, since, now),
      ];
      // Custom area names are a premium feature (lib/settings/shapes.ts namesInForce): looked up only
      // when there is something to send and names to use.
      if (
        reminders.length &&
        names &&
        Object.keys(names).length &&
        (await userHasPremium(device.userId))
      ) {
        reminders = [
          ...dueReminders({ ...user, categoryNames: names }, mine, snoozed, since, now),
          ...dueHabitReminders({ ...habitUser, categoryNames: names }, myHabits, since, now),
        ];
      }
      const checkinDay = checkinDue.get(device.userId);
      if (checkinDay && (await claimCheckinReminder(device.userId, checkinDay))) {
        reminders = [...reminders, checkinReminder(checkinDay, now)];
      }
      remindersOf.set(device.userId, reminders);
    }
    if (reminders.length === 0) continue;
    run.due += reminders.length;
    if (isResting(device, now)) {
      run.deferred += reminders.length;
      continue;
    }
    const list = lanes.get(device.userId) ?? [];
    list.push({ device, reminders });
    lanes.set(device.userId, list);
  }
  // Claims and snoozes older than a day can never match a reminder in the window again.
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(pushSends).where(lt(pushSends.claimedAt, dayAgo));
  await db.delete(pushSnoozes).where(lt(pushSnoozes.remindAt, dayAgo));
  // Users whose devices have all been answering go first; one with a failing history goes last.
  const users = [...lanes.values()].sort(
    (a, b) =>
      Number(a.some((l) => l.device.failures > 0)) - Number(b.some((l) => l.device.failures > 0)),
  );
  await pool(users, pushTransport.usersAtOnce, (userLanes) =>
    pool(userLanes, pushTransport.devicesPerUserAtOnce, (l) =>
      serveDevice(l.device, l.reminders, vapid, now, run),
    ),
  );
  return run;
}

/** The push of a due check-in; it opens the dashboard, where the invitation waits. */
function checkinReminder(day: string, now: Date): Reminder {
  return {
    key: `c:${day}`,
    at: now,
    payload: {
      title: CHECKIN_REMINDER_TITLE,
      body: CHECKIN_REMINDER_BODY,
      tag: "checkin",
      url: "/",
    },
  };
}

/**
 * One device's reminders of this run, one at a time, at most PER_DEVICE_RUN of them (the rest wait
 * for the next run, unclaimed); the first timeout or unreachable service ends the device's turn.
 */
async function serveDevice(
  device: Device,
  reminders: readonly Reminder[],
  vapid: NonNullable<ReturnType<typeof vapidKeys>>,
  now: Date,
  run: PushRun,
): Promise<void> {
  const mine = reminders.slice(0, pushTransport.perDeviceRun);
  run.deferred += reminders.length - mine.length;
  let health: Health | null = null;
  for (const [i, reminder] of mine.entries()) {
    let outcome: Outcome;
    try {
      outcome = await deliver(device, reminder, vapid);
    } catch (err) {
      outcome = "failed";
      console.error("[push] one reminder failed:", (err as Error).message);
    }
    if (outcome === "sent") health = HEALTHY;
    if (outcome === "unreachable") {
      run.retryLater++;
      run.deferred += mine.length - i - 1;
      health = afterUnreachable(device, now);
      break;
    }
    run[outcome]++;
    if (outcome === "gone") return;
  }
  if (health && (health.failures !== device.failures || health.retryAfter !== device.retryAfter)) {
    const db = await getDb();
    await db.update(pushSubscriptions).set(health).where(eq(pushSubscriptions.id, device.id));
  }
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

class Timeout extends Error {}

async function deliver(
  device: Device,
  reminder: Reminder,
  vapid: NonNullable<ReturnType<typeof vapidKeys>>,
): Promise<Outcome> {
  // Re-read as the guard reads it: a row stored before the guard existed, or a host no longer in
  // PUSH_ALLOWED_HOSTS, is never sent to.
  const endpoint = allowedEndpoint(device.endpoint, pushAllowedHosts());
  if (!endpoint) {
    console.error(`[push] device ${device.id}: its endpoint is refused by the outbound guard`);
    return "failed";
  }
  const db = await getDb();
  const [claimed] = await db
    .insert(pushSends)
    .values({ subscriptionId: device.id, reminderKey: reminder.key })
    .onConflictDoNothing()
    .returning({ key: pushSends.reminderKey });
  if (!claimed) return "alreadySent";
  const giveBack = () =>
    db
      .delete(pushSends)
      .where(and(eq(pushSends.subscriptionId, device.id), eq(pushSends.reminderKey, reminder.key)));
  const { timeoutMs } = pushTransport;
  const host = endpoint.url.host;
  let timer: NodeJS.Timeout | undefined;
  try {
    // The socket timeout catches a silent service; the race also catches one that trickles.
    await Promise.race([
      webpush.sendNotification(
        { endpoint: endpoint.href, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(reminder.payload),
        {
          TTL: PUSH_TTL_SECONDS,
          urgency: "high",
          contentEncoding: "aes128gcm",
          vapidDetails: {
            subject: vapid.subject,
            publicKey: vapid.publicKey,
            privateKey: vapid.privateKey,
          },
          timeout: timeoutMs,
          // Connects only to an address the guard's lookup accepted.
          agent: guardedAgent("https:", endpoint.allowedHost),
        },
      ),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Timeout(`push request timed out after ${timeoutMs} ms`)),
          timeoutMs + 1000,
        );
      }),
    ]);
  } catch (err) {
    const status = err instanceof WebPushError ? err.statusCode : 0;
    if (status === 404 || status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return "gone";
    }
    if ((err as NodeJS.ErrnoException).code === ADDRESS_REFUSED) {
      console.error(`[push] ${host}: ${(err as Error).message}`);
      return "failed";
    }
    if (status === 429 || status >= 500) {
      await giveBack();
      console.warn(`[push] ${host} ${status}: retried next run`);
      return "retryLater";
    }
    if (status === 0) {
      await giveBack();
      console.warn(`[push] ${host} ${(err as Error).message}: retried next run`);
      return "unreachable";
    }
    console.error(`[push] ${host} refused a reminder with ${status}`);
    return "failed";
  } finally {
    clearTimeout(timer);
  }
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: new Date() })
    .where(eq(pushSubscriptions.id, device.id));
  return "sent";
}

/** The embedded default's schedule: every minute, never two runs at once; the timer never keeps the process alive. */
const PUSH_TIMER_MS = 60_000;

export function startPushTimer(): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sendDuePush()
      .catch((err: unknown) => console.error("[push] run failed:", (err as Error).message))
      .finally(() => {
        running = false;
      });
  };
  setInterval(tick, PUSH_TIMER_MS).unref();
}
