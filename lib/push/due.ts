// When push reminders fire, as pure functions of the user's tasks, settings and a clock (no I/O):
// - a task with a date and a time: at that wall-clock time in the user's zone, minus the lead;
// - tasks with a date and no time: one grouped reminder at the user's reminder hour that day;
// - a snooze ("Snooze 1 h"): at its instant.
// A reminder is due when its instant falls in (since, now]. Its key names the task and the
// occurrence it was computed for, so a rescheduled task (another date or time) is a new reminder
// and the old one never fires, and a recurring task's next occurrence (a new row) is its own.
import { categoryLabel } from "@/lib/categories";
import { addDays } from "@/lib/time/days";
import { wallClock } from "@/lib/time/clock";
import type { PushPayload } from "./payload";

export type DueTask = {
  id: number;
  description: string;
  category: string;
  dueDate: string | null;
  dueTime: string | null;
};
export type Snooze = { id: number; taskId: number; remindAt: Date };
export type ReminderUser = {
  timeZone: string;
  leadMinutes: number;
  reminderHour: number;
  categoryNames?: Partial<Record<string, string>> | null;
};

export type Reminder = { key: string; at: Date; payload: PushPayload };

/** How far back a run looks for reminders it has not sent: a reminder later than this is dropped. */
export const LOOKBACK_MINUTES = 15;
export const SNOOZE_MINUTES = 60;

/** Minutes east of UTC of `zone` at `instant` (to the minute). */
function offsetMinutes(zone: string, instant: number): number {
  const { date, time } = wallClock(zone, new Date(instant));
  const asUtc = Date.parse(`${date}T${time}:00.000Z`);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a wall-clock date and time in a zone. On the day clocks go back, a time that
 * happens twice is its first (summer-time) moment; on the day they go forward, a time that does
 * not exist moves forward by the gap (02:30 → 03:30), as calendar apps and Temporal do.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const naive = Date.parse(`${date}T${time}:00.000Z`);
  const before = offsetMinutes(zone, naive - 86_400_000);
  const after = offsetMinutes(zone, naive + 86_400_000);
  const candidates = [...new Set([before, after, offsetMinutes(zone, naive)])]
    .map((o) => naive - o * 60_000)
    .filter((t) => {
      const w = wallClock(zone, new Date(t));
      return w.date === date && w.time === time;
    })
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? naive - before * 60_000);
}

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const plural = (n: number) => `${n} ${n === 1 ? "task" : "tasks"}`;
const BODY_MAX = 180;
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Every reminder of this user whose instant falls in (since, now], oldest first. */
export function dueReminders(
  user: ReminderUser,
  tasks: readonly DueTask[],
  snoozes: readonly Snooze[],
  since: Date,
  now: Date,
): Reminder[] {
  const inWindow = (at: Date) => at.getTime() > since.getTime() && at.getTime() <= now.getTime();
  const area = (t: DueTask) => categoryLabel(t.category, user.categoryNames);
  const out: Reminder[] = [];
  const undated = new Map<string, DueTask[]>();
  for (const t of tasks) {
    if (!t.dueDate) continue;
    if (!t.dueTime) {
      undated.set(t.dueDate, [...(undated.get(t.dueDate) ?? []), t]);
      continue;
    }
    const at = new Date(
      zonedInstant(t.dueDate, t.dueTime, user.timeZone).getTime() - user.leadMinutes * 60_000,
    );
    if (!inWindow(at)) continue;
    out.push({
      key: `t:${t.id}:${t.dueDate}T${t.dueTime}`,
      at,
      payload: {
        title: clip(t.description, 120),
        body: `${area(t)} · ${t.dueTime}`,
        tag: `task-${t.id}`,
        url: `/?open=task-${t.id}`,
        taskId: t.id,
      },
    });
  }
  for (const [date, group] of undated) {
    const at = zonedInstant(date, hourText(user.reminderHour), user.timeZone);
    if (!inWindow(at)) continue;
    const one = group.length === 1 ? group[0]! : undefined;
    out.push({
      key: `d:${date}`,
      at,
      payload: one
        ? {
            title: clip(one.description, 120),
            body: `${area(one)} · today`,
            tag: `task-${one.id}`,
            url: `/?open=task-${one.id}`,
            taskId: one.id,
          }
        : {
            title: `${plural(group.length)} today`,
            body: clip(group.map((t) => t.description).join(" · "), BODY_MAX),
            tag: `day-${date}`,
            url: "/",
          },
    });
  }
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const s of snoozes) {
    const t = byId.get(s.taskId);
    if (!t || !inWindow(s.remindAt)) continue;
    const when = t.dueTime ? ` · ${t.dueTime}` : "";
    out.push({
      key: `s:${s.id}`,
      at: s.remindAt,
      payload: {
        title: clip(t.description, 120),
        body: `${area(t)}${when} (snoozed)`,
        tag: `task-${t.id}`,
        url: `/?open=task-${t.id}`,
        taskId: t.id,
      },
    });
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The due dates a run must load to find every reminder in (since, now] in any zone (±14 h, lead up to 60 min). */
export function candidateDates(since: Date, now: Date): { from: string; to: string } {
  return {
    from: addDays(since.toISOString().slice(0, 10), -1),
    to: addDays(now.toISOString().slice(0, 10), 1),
  };
}
