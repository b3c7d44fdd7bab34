// GET /api/export/todoist: a ZIP of one Todoist template CSV per area ("Export as template"'s
// 14-column header), which Todoist's "Import from template" and Balance's own import read back.
// A template holds open tasks only (Todoist has no completed rows in one); DATE is written in
// English Todoist reads ("Jun 2 2027 18:00", "every monday at 18:00"), DURATION in minutes,
// checklist items as INDENT 2 rows under their task, notes as DESCRIPTION.
import "server-only";
import { stringify } from "csv-stringify/sync";
import { strToU8, zipSync } from "fflate";
import { CATEGORIES, type Category } from "@/lib/categories";
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

/** One area's template: a meta row, then each open task with its items. */
function areaCsv(list: ExportTask[], timeZone: string): string {
  const rows: string[][] = [
    [...TODOIST_HEADER],
    ["meta", "view_style=list", ...Array(12).fill("")],
  ];
  for (const t of list) {
    rows.push([
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
    ]);
    for (const i of t.items)
      rows.push(["task", i.text, "", "4", "2", "", "", "", "", "", "", "", "", ""]);
  }
  return stringify(rows, { record_delimiter: "\r\n" });
}

/** A file name that is safe in a ZIP on every system: "Business-Career [business_career].csv". */
const fileName = (name: string, c: Category) =>
  `${name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "-").slice(0, 60)} [${c}].csv`;

export async function exportTodoistZip(userId: string): Promise<Uint8Array> {
  const { tasks, timeZone, areaName } = await tasksForExport(userId);
  const files: Record<string, Uint8Array> = {};
  for (const c of CATEGORIES) {
    const open = tasks.filter((t) => t.category === c && !t.completed);
    if (open.length) files[fileName(areaName(c), c)] = strToU8(areaCsv(open, timeZone));
  }
  return zipSync(files);
}
