// A user's dated tasks as an iCalendar feed (RFC 5545), written by ical-generator: the open ones
// and those completed in the last 30 days (marked ✓), at most 2,000. Dated tasks become all-day
// events; tasks with a time become events in the user's zone that last the task's estimate (else
// the user's default estimate; issue 27), or a day plan's own minutes when the task is planned at
// that day and time; open recurring tasks carry their rule, so the calendar app shows every occurrence.
// What programs read (issue 41 item 10): DTSTART is always an occurrence of the rule (a task moved
// off its rule is the series plus a RECURRENCE-ID override), done tasks carry the category
// "Completed", UIDs carry the site's host, SEQUENCE rises when an event changes
// (lib/calendar/sequence.ts), X-WR-CALDESC says which tasks the feed holds, and the text ends with CRLF.
// This file reads the tasks and fingerprints them; ./feed-render.ts writes the text.
import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, gte, inArray, isNotNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dayPlans, taskItems, tasks } from "@/db/schema";
import { getSettings } from "@/lib/settings/data";
import { namesInForce } from "@/lib/settings/shapes";
import { feedTimeZone } from "./time-zones";
import {
  buildCalendar,
  COMPLETED_DAYS,
  eventsData,
  feedDomain,
  MAX_FEED_EVENTS,
} from "./feed-render";
import { eventDigest, eventSequences } from "./sequence";

/**
 * Which of the user's tasks the feed shows: dated and open, or completed in the last
 * COMPLETED_DAYS days; at most MAX_FEED_EVENTS, nearest to today first. Written once, used both to
 * read the rows and to fingerprint them (feedVersion), so the two can never disagree.
 */
function feedSelection(userId: string) {
  return and(
    eq(tasks.userId, userId),
    isNotNull(tasks.dueDate),
    or(
      eq(tasks.completed, false),
      gte(tasks.completedAt, sql`now() - make_interval(days => ${COMPLETED_DAYS})`),
    ),
  );
}
const nearestFirst = [
  asc(tasks.completed),
  asc(sql`abs(${tasks.dueDate} - current_date)`),
  asc(tasks.id),
];

/**
 * A fingerprint of everything the user's feed is made of, computed by the database over exactly
 * the rows the feed would show (no row crosses to this process): the ETag, and the key of the
 * built feed kept in memory.
 */
export async function feedVersion(userId: string): Promise<string> {
  const db = await getDb();
  const selected = db
    .select({
      // The task's own fields and its checklist (items are listed in the event's description).
      // The subquery names its columns in full: drizzle writes a one-table select's columns
      // unqualified, and a bare "id" inside it would be the item's.
      line: sql<string>`concat_ws('|', ${tasks.id}, ${tasks.description}, ${tasks.category}, ${tasks.important}, ${tasks.completed}, ${tasks.dueDate}, ${tasks.dueTime}, ${tasks.recurrence}, ${tasks.estimateMinutes}, ${tasks.notes}, ${tasks.seriesSchedule},
        (select string_agg(ti.text || ':' || ti.done, E'\t' order by ti."order", ti.id) from task_items ti where ti.task_id = "tasks"."id"))`.as(
        "line",
      ),
      id: tasks.id,
    })
    .from(tasks)
    .where(feedSelection(userId))
    .orderBy(...nearestFirst)
    .limit(MAX_FEED_EVENTS)
    .as("selected");
  const [[row], settings, [plans]] = await Promise.all([
    db
      .select({
        digest: sql<
          string | null
        >`md5(string_agg(${selected.line}, E'\n' order by ${selected.id}))`,
      })
      .from(selected),
    getSettings(userId),
    // Day plans set how long a planned item's event lasts.
    db
      .select({
        digest: sql<
          string | null
        >`md5(string_agg(${dayPlans.date} || ${dayPlans.items}::text, E'\n' order by ${dayPlans.date}))`,
      })
      .from(dayPlans)
      .where(eq(dayPlans.userId, userId)),
  ]);
  const names = JSON.stringify(namesInForce(settings) ?? null);
  const inputs = [
    row?.digest ?? "empty",
    plans?.digest ?? "no plans",
    settings.timeZone,
    names,
    settings.defaultEstimateMinutes,
    feedDomain(),
    FEED_FORMAT,
  ];
  return createHash("sha256").update(inputs.join("|")).digest("base64url").slice(0, 27);
}

/** Bumped when the feed's layout changes, so every cached copy and ETag is renewed. */
const FEED_FORMAT = 3;

/** The feed of one user (feedSelection's tasks), area names as they see them. */
export async function userCalendar(userId: string): Promise<string> {
  const db = await getDb();
  const [rows, settings, plans] = await Promise.all([
    db
      .select({
        id: tasks.id,
        description: tasks.description,
        category: tasks.category,
        important: tasks.important,
        completed: tasks.completed,
        dueDate: tasks.dueDate,
        dueTime: tasks.dueTime,
        recurrence: tasks.recurrence,
        estimateMinutes: tasks.estimateMinutes,
        notes: tasks.notes,
        seriesSchedule: tasks.seriesSchedule,
      })
      .from(tasks)
      .where(feedSelection(userId))
      .orderBy(...nearestFirst)
      .limit(MAX_FEED_EVENTS),
    getSettings(userId),
    db
      .select({ date: dayPlans.date, items: dayPlans.items })
      .from(dayPlans)
      .where(eq(dayPlans.userId, userId)),
  ]);
  const items = rows.length
    ? await db
        .select({ taskId: taskItems.taskId, text: taskItems.text, done: taskItems.done })
        .from(taskItems)
        .where(
          and(
            eq(taskItems.userId, userId),
            inArray(
              taskItems.taskId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(taskItems.order), asc(taskItems.id))
    : [];
  const byTask = new Map<number, { text: string; done: boolean }[]>();
  for (const i of items)
    byTask.set(i.taskId, [...(byTask.get(i.taskId) ?? []), { text: i.text, done: i.done }]);
  // A planned item lasts what the plan says, while the task still sits at the plan's day and time.
  const planned = new Map<string, number>();
  for (const p of plans)
    for (const i of p.items) planned.set(`${i.taskId} ${p.date} ${i.start}`, i.minutes);
  // Calendar order: by day, then as created.
  rows.sort((a, b) => (a.dueDate! < b.dueDate! ? -1 : a.dueDate! > b.dueDate! ? 1 : a.id - b.id));
  const feedTasks = rows.map(({ estimateMinutes, ...t }) => ({
    ...t,
    checklist: byTask.get(t.id),
    minutes:
      planned.get(`${t.id} ${t.dueDate} ${t.dueTime}`) ??
      estimateMinutes ??
      settings.defaultEstimateMinutes,
  }));
  const options = {
    timeZone: settings.timeZone,
    categoryNames: namesInForce(settings),
    domain: feedDomain(),
  };
  // Each event's SEQUENCE rises when its content changes (DTSTAMP and SEQUENCE themselves aside).
  const tzid = feedTimeZone(options.timeZone);
  const digests = new Map(
    feedTasks.map((t) => [
      t.id,
      eventDigest(
        JSON.stringify(
          eventsData({ ...t, dueDate: t.dueDate! }, tzid, options.categoryNames, options.domain),
        ),
      ),
    ]),
  );
  const sequences = await eventSequences(userId, digests);
  return buildCalendar(
    feedTasks.map((t) => ({ ...t, sequence: sequences.get(t.id) ?? 0 })),
    options,
  );
}
