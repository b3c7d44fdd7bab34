// GET /api/export/todoist: a ZIP of one Todoist template CSV per area ("Export as template"'s
// 14-column header), which Todoist's "Import from template" and Balance's own import read back.
// A template holds open tasks only (Todoist has no completed rows in one); DATE is written in
// English Todoist reads ("Jun 2 2027 18:00", "every monday at 18:00"), DURATION in minutes,
// checklist items as INDENT 2 rows under their task, notes as DESCRIPTION.
import "server-only";
import { stringify } from "csv-stringify/sync";
import { strToU8, Zip, ZipDeflate } from "fflate";
import { CATEGORIES, type Category } from "@/lib/categories";
import { slicer } from "@/lib/server/event-loop";
import { tasksForExport, type ExportTask } from "./read-tasks";

const TODOIST_HEADER = [
  "TYPE",
  "CONTENT",
  "DESCRIPTION",
  "PRIORITY",
  "INDENT",
  "AUTHOR",
  "RESPONSIBLE",
  "DATE",
  "DATE_LANG",
  "TIMEZONE",
  "DURATION",
  "DURATION_UNIT",
  "DEADLINE",
  "DEADLINE_LANG",
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAYS: Record<string, string> = {
  MO: "monday",
  TU: "tuesday",
  WE: "wednesday",
  TH: "thursday",
  FR: "friday",
  SA: "saturday",
  SU: "sunday",
};
const ORDINALS: Record<string, string> = {
  "1": "first",
  "2": "second",
  "3": "third",
  "4": "fourth",
  "-1": "last",
};

const ordinalDay = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${n % 10 > 3 ? "th" : s}`;
};

/** A stored rule (FREQ, INTERVAL, BYDAY, BYMONTHDAY) as the English phrase Todoist reads. */
function rulePhrase(rule: string): string | null {
  const parts = Object.fromEntries(rule.split(";").map((p) => p.split("=") as [string, string]));
  const n = Number(parts.INTERVAL ?? 1);
  const days = (parts.BYDAY ?? "").split(",").filter(Boolean);
  switch (parts.FREQ) {
    case "DAILY":
      return n === 1 ? "every day" : `every ${n} days`;
    case "WEEKLY":
      if (days.length && n === 1) return `every ${days.map((d) => DAYS[d] ?? d).join(", ")}`;
      return n === 1
        ? "every week"
        : n === 2 && !days.length
          ? "every other week"
          : `every ${n} weeks`;
    case "MONTHLY": {
      const nth = /^(-?\d)([A-Z]{2})$/.exec(days[0] ?? "");
      if (nth && ORDINALS[nth[1]!] && DAYS[nth[2]!])
        return `every ${ORDINALS[nth[1]!]} ${DAYS[nth[2]!]} of the month`;
      const md = Number(parts.BYMONTHDAY);
      if (md === -1) return "every last day of the month";
      if (md > 0) return n === 1 ? `every ${ordinalDay(md)}` : `every ${n} months`;
      return n === 1 ? "every month" : `every ${n} months`;
    }
    case "YEARLY":
      return n === 1 ? "every year" : `every ${n} years`;
  }
  return null;
}

/** The DATE cell: the due day (and time), or the rule with its time. */
function todoistDate(t: Pick<ExportTask, "dueDate" | "dueTime" | "recurrence">): string {
  if (!t.dueDate) return "";
  const time = t.dueTime ? ` at ${t.dueTime}` : "";
  const phrase = t.recurrence ? rulePhrase(t.recurrence) : null;
  if (phrase) return `${phrase}${time}`;
  const [y, m, d] = t.dueDate.split("-").map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d} ${y}${t.dueTime ? ` ${t.dueTime}` : ""}`;
}

/** A task's rows: the task, then its checklist items one level in. */
function taskRows(t: ExportTask, timeZone: string): string[][] {
  return [
    [
      "task",
      t.description,
      t.notes ?? "",
      t.important ? "1" : "4",
      "1",
      "",
      "",
      todoistDate(t),
      t.dueDate ? "en" : "",
      t.dueDate ? timeZone : "",
      t.estimateMinutes ? String(t.estimateMinutes) : "",
      t.estimateMinutes ? "minute" : "",
      "",
      "",
    ],
    ...t.items.map((i) => ["task", i.text, "", "4", "2", "", "", "", "", "", "", "", "", ""]),
  ];
}

/** Tasks written to CSV per batch, between turns of the event loop. */
const CSV_BATCH = 200;

/**
 * One area's template: a meta row, then each open task with its items, written a batch at a time
 * (10,000 open tasks at once held the event loop 120-175 ms, csv and ZIP together).
 */
async function areaCsv(
  list: ExportTask[],
  timeZone: string,
  tick: ReturnType<typeof slicer>,
): Promise<string> {
  const parts = [
    stringify([[...TODOIST_HEADER], ["meta", "view_style=list", ...Array(12).fill("")]], {
      record_delimiter: "\r\n",
    }),
  ];
  for (let at = 0; at < list.length; at += CSV_BATCH) {
    const rows = list.slice(at, at + CSV_BATCH).flatMap((t) => taskRows(t, timeZone));
    parts.push(stringify(rows, { record_delimiter: "\r\n" }));
    await tick();
  }
  return parts.join("");
}

/** What the ZIP's compressor takes in one step: a few milliseconds of deflating. */
const ZIP_SLICE = 64 * 1024;

/** The files as one ZIP, each compressed a slice at a time with turns of the event loop between. */
async function zipSliced(
  files: Record<string, Uint8Array>,
  tick: ReturnType<typeof slicer>,
): Promise<Uint8Array> {
  const out: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failed = err;
    else out.push(chunk);
  });
  for (const [name, bytes] of Object.entries(files)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for (let at = 0; at < bytes.byteLength || at === 0; at += ZIP_SLICE) {
      file.push(bytes.subarray(at, at + ZIP_SLICE), at + ZIP_SLICE >= bytes.byteLength);
      await tick();
    }
  }
  zip.end();
  if (failed) throw failed;
  return Buffer.concat(out);
}

/** A file name that is safe in a ZIP on every system: "Business-Career [business_career].csv". */
const fileName = (name: string, c: Category) =>
  `${name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "-").slice(0, 60)} [${c}].csv`;

export async function exportTodoistZip(userId: string): Promise<Uint8Array> {
  const { tasks, timeZone, areaName } = await tasksForExport(userId);
  // One clock for the whole export: the work between two steps counts toward the next turn.
  const tick = slicer();
  const files: Record<string, Uint8Array> = {};
  for (const c of CATEGORIES) {
    const open = tasks.filter((t) => t.category === c && !t.completed);
    if (open.length) files[fileName(areaName(c), c)] = strToU8(await areaCsv(open, timeZone, tick));
    await tick();
  }
  return zipSliced(files, tick);
}
