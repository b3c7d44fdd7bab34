// GET /api/export/ics: every task as a VTODO in one VCALENDAR, written with ical.js (the same
// library that reads imports), so Thunderbird, tasks.org and Balance's own import take it back:
// stable UIDs (task-<id>@balance), DUE (a date, or a UTC time for a timed task), DTSTART and
// RRULE for a repeating one, STATUS/COMPLETED, CATEGORIES with the area's name, DESCRIPTION from
// the notes, PRIORITY 1 for a starred task, and each checklist item as a VTODO with RELATED-TO its task.
import "server-only";
import ICAL from "ical.js";
import { PRODUCT_NAME } from "@/lib/brand";
import { instantOf } from "@/lib/import/read-common";
import { slicer } from "@/lib/server/event-loop";
import { tasksForExport } from "./read-tasks";

const utc = (d: Date) => ICAL.Time.fromJSDate(d, true);
const dateOnly = (day: string) => ICAL.Time.fromDateString(day);

export async function exportIcs(userId: string, now = new Date()): Promise<string> {
  const { tasks, timeZone, areaName } = await tasksForExport(userId);
  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.updatePropertyWithValue("prodid", `-//${PRODUCT_NAME}//Tasks//EN`);
  cal.updatePropertyWithValue("version", "2.0");
  cal.updatePropertyWithValue("x-wr-calname", `${PRODUCT_NAME} tasks`);
  // Each VTODO is written by ical.js on its own, between turns of the event loop, and set inside
  // the calendar that ical.js wrote without them: 10,000 tasks in one toString() held the loop
  // 260-330 ms. ical.js writes a component as its lines, then its children's, then END, so the
  // text is the same.
  const todos: string[] = [];
  const add = (todo: InstanceType<typeof ICAL.Component>) => todos.push(todo.toString() + "\r\n");
  const tick = slicer();
  for (const t of tasks) {
    const uid = `task-${t.id}@balance`;
    const todo = new ICAL.Component("vtodo");
    todo.updatePropertyWithValue("uid", uid);
    todo.updatePropertyWithValue("dtstamp", utc(now));
    todo.updatePropertyWithValue("created", utc(t.createdAt));
    todo.updatePropertyWithValue("summary", t.description);
    if (t.notes) todo.updatePropertyWithValue("description", t.notes);
    const categories = new ICAL.Property("categories");
    categories.setValues([areaName(t.category)]);
    todo.addProperty(categories);
    if (t.important) todo.updatePropertyWithValue("priority", 1);
    if (t.dueDate) {
      const due = t.dueTime ? utc(instantOf(t.dueDate, t.dueTime, timeZone)) : dateOnly(t.dueDate);
      todo.updatePropertyWithValue("due", due);
      if (t.recurrence) {
        todo.updatePropertyWithValue("dtstart", due.clone());
        todo.updatePropertyWithValue("rrule", ICAL.Recur.fromString(t.recurrence));
      }
    }
    if (t.estimateMinutes)
      todo.updatePropertyWithValue("x-balance-estimate-minutes", String(t.estimateMinutes));
    if (t.completed) {
      todo.updatePropertyWithValue("status", "COMPLETED");
      todo.updatePropertyWithValue("completed", utc(t.completedAt ?? now));
      todo.updatePropertyWithValue("percent-complete", 100);
    } else todo.updatePropertyWithValue("status", "NEEDS-ACTION");
    add(todo);
    for (const item of t.items) {
      const child = new ICAL.Component("vtodo");
      child.updatePropertyWithValue("uid", `task-${t.id}-item-${item.id}@balance`);
      child.updatePropertyWithValue("dtstamp", utc(now));
      child.updatePropertyWithValue("summary", item.text);
      const related = child.addPropertyWithValue("related-to", uid);
      related.setParameter("reltype", "PARENT");
      child.updatePropertyWithValue("status", item.done ? "COMPLETED" : "NEEDS-ACTION");
      add(child);
    }
    await tick();
  }
  const text = cal.toString();
  const end = text.lastIndexOf("END:VCALENDAR");
  return `${text.slice(0, end)}${todos.join("")}${text.slice(end)}\r\n`;
}
