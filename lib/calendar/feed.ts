// A user's open tasks with due dates as an iCalendar feed (RFC 5545), written by ical-generator.
// Dated tasks become all-day events; tasks with a time become events in the user's zone that last
// the task's estimate (else the user's default estimate; issue 27), or a day plan's own minutes when
// the task is planned at that day and time;
// recurring tasks carry their rule, so the calendar app shows every occurrence.
import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import ical, { ICalEventTransparency, type ICalDayJsStub } from "ical-generator";
import { getDb } from "@/db/client";
import { dayPlans, tasks, type Task } from "@/db/schema";
import { PRODUCT_NAME } from "@/lib/brand";
import { categoryLabel } from "@/lib/categories";
import { getSettings } from "@/lib/settings/settings";
import { namesInForce, type SettingsDto } from "@/lib/settings/rules";
import { addDays } from "@/lib/tasks/due-dates";
import { feedTimeZone, vtimezone } from "./time-zones";

export const CALENDAR_NAME = PRODUCT_NAME;
export const TIMED_EVENT_MINUTES = 30;

export type FeedTask = Pick<Task, "id" | "description" | "category" | "important" | "dueDate" | "dueTime" | "recurrence"> & {
  /** How long the event lasts; TIMED_EVENT_MINUTES when not given. */
  minutes?: number;
};

/**
 * A day (and time) on the user's own calendar, handed to ical-generator as written. Given a
 * native Date and a time zone, ical-generator reads the digits through the server's local-time
 * getters, so the output would depend on the machine's TZ. Its Day.js form is printed through
 * format() alone: the feed then carries exactly the stored "YYYY-MM-DD" and "HH:MM".
 */
class CalendarReading implements ICalDayJsStub {
  constructor(
    private readonly day: string,
    private readonly time = "00:00",
  ) {}

  format(pattern?: string): string {
    if (pattern === "YYYYMMDD") return this.day.replaceAll("-", "");
    if (pattern === "HHmmss") return `${this.time.replace(":", "")}00`;
    throw new Error(`CalendarReading cannot format ${pattern}`);
  }

  isValid() {
    return true;
  }

  /** Only used by ical-generator to check that an event ends after it starts: both read as UTC. */
  toDate() {
    return new Date(`${this.day}T${this.time}:00.000Z`);
  }

  toJSON() {
    return `${this.day}T${this.time}:00`;
  }

  /** All-day dates and UTC times ask for the UTC reading: for these values it is the same one. */
  utc() {
    return this;
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock reading `length` minutes after `time` on `day` (into the next day past midnight). */
function endOfTimedEvent(day: string, time: string, length = TIMED_EVENT_MINUTES): CalendarReading {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const minutes = h * 60 + m + length;
  const endDay = minutes >= 24 * 60 ? addDays(day, 1) : day;
  const rest = minutes % (24 * 60);
  return new CalendarReading(endDay, `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`);
}

// RFC 5545 text may hold no control characters but tab and line breaks (which are escaped).
const printable = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");

type FeedOptions = { timeZone: string; categoryNames?: SettingsDto["categoryNames"] };

/** The calendar text for these tasks (the caller picks which: open ones with a date). */
export function buildCalendar(feedTasks: FeedTask[], { timeZone, categoryNames }: FeedOptions): string {
  const tzid = feedTimeZone(timeZone);
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: PRODUCT_NAME, product: "Tasks", language: "EN" },
    // No calendar-wide zone (its name would also turn DTSTAMP and all-day dates into local
    // readings); the generator adds one VTIMEZONE for the zone the timed events name.
    timezone: { name: null, generator: vtimezone },
    // A hint to apps that honour it (Apple, Outlook) to look again every hour.
    ttl: 60 * 60,
  });

  for (const task of feedTasks) {
    if (!task.dueDate) continue;
    const area = categoryLabel(task.category, categoryNames);
    calendar.createEvent({
      id: `task-${task.id}@balance`,
      summary: printable(task.description),
      description: [`Area: ${printable(area)}`, ...(task.important ? ["Starred"] : [])].join("\n"),
      categories: [{ name: printable(area) }],
      ...(task.dueTime
        ? { start: new CalendarReading(task.dueDate, task.dueTime), end: endOfTimedEvent(task.dueDate, task.dueTime, task.minutes), timezone: tzid }
        : // All day: DTEND is the next day (exclusive), which every calendar app reads as one day.
          { start: new CalendarReading(task.dueDate), end: new CalendarReading(addDays(task.dueDate, 1)), allDay: true }),
      repeating: task.recurrence ?? null,
      // A due task is not a meeting: it does not make the user "busy" for others' scheduling.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}

/** The feed of one user: their open tasks with a due date, area names as they see them. */
export async function userCalendar(userId: string): Promise<string> {
  const db = await getDb();
  const [rows, settings, plans] = await Promise.all([
    db
      .select({
        id: tasks.id,
        description: tasks.description,
        category: tasks.category,
        important: tasks.important,
        dueDate: tasks.dueDate,
        dueTime: tasks.dueTime,
        recurrence: tasks.recurrence,
        estimateMinutes: tasks.estimateMinutes,
      })
      .from(tasks)
      .where(and(eq(tasks.userId, userId), eq(tasks.completed, false), isNotNull(tasks.dueDate)))
      .orderBy(asc(tasks.dueDate), asc(tasks.id)),
    getSettings(userId),
    db.select({ date: dayPlans.date, items: dayPlans.items }).from(dayPlans).where(eq(dayPlans.userId, userId)),
  ]);
  // A planned item lasts what the plan says, while the task still sits at the plan's day and time.
  const planned = new Map<string, number>();
  for (const p of plans) for (const i of p.items) planned.set(`${i.taskId} ${p.date} ${i.start}`, i.minutes);
  const timed = rows.map(({ estimateMinutes, ...t }) => ({
    ...t,
    minutes: planned.get(`${t.id} ${t.dueDate} ${t.dueTime}`) ?? estimateMinutes ?? settings.defaultEstimateMinutes,
  }));
  return buildCalendar(timed, { timeZone: settings.timeZone, categoryNames: namesInForce(settings) });
}
