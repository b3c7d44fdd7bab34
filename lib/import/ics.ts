// An iCalendar file of VTODOs (Thunderbird, tasks.org, Nextcloud, Apple), read with ical.js.
// SUMMARY is the title, DESCRIPTION the notes (ical.js unescapes it), DUE with TZID, VALUE=DATE or
// UTC the due date on the user's calendar, RRULE the rule, STATUS:COMPLETED with COMPLETED the
// completion, CATEGORIES the area hints (the first one is the origin), RELATED-TO;RELTYPE=PARENT
// makes a checklist item of its parent. VEVENTs are skipped and counted.
import "server-only";
import ICAL from "ical.js";
import { isTimeZone } from "@/lib/time/zones";
import {
  cleanText,
  finishAll,
  instantOf,
  localOf,
  readRule,
  unreadable,
  type ReadContext,
  type ReadResult,
  type ReadTask,
  attachChildren,
  type ChildRow,
} from "./read-common";
import { slicer } from "@/lib/server/event-loop";
import {
  batchesOf,
  frameComponents,
  IcalReadError,
  parseBatch,
  parseOutside,
  type FramedComponent,
  type FramedFile,
  type ParsedComponent,
} from "@/lib/server/ical-in-batches";
import type { TextPieces } from "./slices";

export const looksLikeIcs = (text: string) =>
  /^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""));

const pad = (n: number) => String(n).padStart(2, "0");

type When = { date: string; time: string | null };

/** A DATE or DATE-TIME property as a day (and time) on the user's calendar. */
function readWhen(
  comp: ICAL.Component,
  name: string,
  zones: Map<string, ICAL.Timezone>,
  ctx: ReadContext,
): When | null {
  const prop = comp.getFirstProperty(name);
  if (!prop) return null;
  const value = prop.getFirstValue();
  if (!(value instanceof ICAL.Time)) return null;
  const day = `${value.year}-${pad(value.month)}-${pad(value.day)}`;
  if (value.isDate) return { date: day, time: null };
  const clock = `${pad(value.hour)}:${pad(value.minute)}`;
  const tzid = prop.getParameter("tzid");
  const tz = typeof tzid === "string" ? tzid : null;
  let at: Date | null = null;
  if (value.zone === ICAL.Timezone.utcTimezone) at = value.toJSDate();
  else if (tz && isTimeZone(tz)) at = instantOf(day, clock, tz);
  else if (tz && zones.has(tz)) {
    const t = value.clone();
    t.zone = zones.get(tz)!;
    at = t.toJSDate();
  }
  // Floating (no zone): the wall clock as written.
  if (!at) return { date: day, time: clock };
  const local = localOf(at, ctx.timeZone);
  return { date: local.date, time: local.time };
}

const textOf = (comp: ICAL.Component, name: string) => {
  const v = comp.getFirstPropertyValue(name);
  return typeof v === "string" ? cleanText(v) : "";
};

/** What ical.js could not read, as the person sees it: the line, then ical.js's words. */
const unreadableAt = (err: IcalReadError) =>
  unreadable(
    `This calendar file could not be read${err.line ? ` at line ${err.line}` : ""}: ${err.message.slice(0, 160)}`,
  );

/**
 * A file's tasks, read a batch of VTODOs at a time (lib/server/ical-in-batches.ts): `ICAL.parse`
 * of 10,000 VTODOs in one step held the event loop 87-133 ms. VEVENTs are counted, not parsed.
 */
export async function readIcs(text: TextPieces, ctx: ReadContext): Promise<ReadResult> {
  let framed: FramedFile;
  let calendars: ICAL.Component[];
  try {
    framed = await frameComponents(text);
    calendars = parseOutside(framed).filter((c) => c.name === "vcalendar");
  } catch (err) {
    throw err instanceof IcalReadError ? unreadableAt(err) : err;
  }
  const zones = new Map<string, ICAL.Timezone>();
  for (const cal of calendars)
    for (const vtz of cal.getAllSubcomponents("vtimezone")) {
      const tzid = vtz.getFirstPropertyValue("tzid");
      if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone(vtz));
    }
  const calendarNames = calendars.map((cal) => textOf(cal, "x-wr-calname"));
  const result: ReadResult = { source: "ics", tasks: [], skipped: [], warnings: [] };
  const byUid = new Map<string, ReadTask>();
  const children: ChildRow[] = [];
  const framedTodos: FramedComponent[] = [];
  // Journal entries, free/busy and other components are not tasks, and never were read as such.
  for (const c of framed.components)
    if (c.name === "VEVENT") result.skipped.push({ line: c.line, reason: "An event, not a task" });
    else if (c.name === "VTODO") framedTodos.push(c);

  const tick = slicer();
  for (const batch of batchesOf(framedTodos)) {
    let todos: ParsedComponent[];
    try {
      todos = parseBatch(batch, "throw");
    } catch (err) {
      throw err instanceof IcalReadError ? unreadableAt(err) : err;
    }
    for (const {
      component: todo,
      framed: { line, calendar },
    } of todos) {
      await tick();
      const calName = calendarNames[calendar] ?? "";
      const title = textOf(todo, "summary");
      if (!title) {
        result.skipped.push({ line, reason: "A task without a SUMMARY" });
        continue;
      }
      const status = textOf(todo, "status").toUpperCase();
      const completedProp = todo.getFirstPropertyValue("completed");
      const done = status === "COMPLETED" || completedProp instanceof ICAL.Time;
      if (status === "CANCELLED") {
        result.skipped.push({ line, reason: "Cancelled" });
        continue;
      }
      const parent = todo
        .getAllProperties("related-to")
        .find((p) => {
          const rel = p.getParameter("reltype");
          return !rel || String(rel).toUpperCase() === "PARENT";
        })
        ?.getFirstValue();
      if (typeof parent === "string" && parent) {
        children.push({ line, parent, text: title, done });
        continue;
      }
      const categories = todo
        .getAllProperties("categories")
        .flatMap((p) => p.getValues())
        .map((v) => cleanText(v))
        .filter(Boolean);
      const due = readWhen(todo, "due", zones, ctx) ?? readWhen(todo, "dtstart", zones, ctx);
      const rrule = todo.getFirstPropertyValue("rrule");
      const priority = Number(todo.getFirstPropertyValue("priority") ?? 0);
      const completedAt =
        completedProp instanceof ICAL.Time ? completedProp.toJSDate().toISOString() : null;
      const created = todo.getFirstPropertyValue("created");
      const uid = textOf(todo, "uid");
      const task: ReadTask = {
        ref: uid || `line-${line}`,
        line,
        description: title,
        notes: textOf(todo, "description") || null,
        dueDate: due?.date ?? null,
        dueTime: due?.time ?? null,
        recurrence:
          rrule instanceof ICAL.Recur && due && !done
            ? readRule(rrule.toString(), line, result.warnings)
            : null,
        estimateMinutes: null,
        completed: done,
        completedAt: done ? (completedAt ?? null) : null,
        important: priority >= 1 && priority <= 4,
        items: [],
        origin: categories[0] ?? calName,
        hints: categories,
        createdAt: created instanceof ICAL.Time ? created.toJSDate().toISOString() : null,
      };
      const estimate = todo.getFirstPropertyValue("x-balance-estimate-minutes");
      if (typeof estimate === "string" && /^\d{1,4}$/.test(estimate.trim()))
        task.estimateMinutes = Number(estimate);
      if (byUid.has(task.ref)) task.ref = `${task.ref}-${line}`;
      byUid.set(task.ref, task);
      result.tasks.push(task);
    }
  }
  // Sub-tasks, before or after their parent in the file.
  attachChildren(children, byUid, result.warnings);
  result.tasks = await finishAll(result.tasks, result.warnings);
  return result;
}
