// Issue 43: each reader on files written the way the real apps write them (tests/fixtures/import).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { strToU8, zipSync } from "fflate";
import { readTodoistCsv } from "@/lib/import/todoist-csv";
import { readTodoistZip, unpackZip } from "@/lib/import/todoist-zip";
import { readTickTick } from "@/lib/import/ticktick-csv";
import { readGoogleTasks } from "@/lib/import/google-tasks";
import { readIcs } from "@/lib/import/ics";
import { readImportFile } from "@/lib/import/read";
import { parseJsonInSlices } from "@/lib/import/slices";
import type { ReadTask } from "@/lib/import/read-common";

const FIXTURES = path.resolve(__dirname, "../../fixtures/import");
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), "utf8");
const bytes = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));
// Friday 27 November 2026, 13:00 in Berlin.
const ctx = { timeZone: "Europe/Berlin", now: new Date("2026-11-27T12:00:00Z") };
const byTitle = (tasks: ReadTask[], title: string) => {
  const t = tasks.find((x) => x.description === title);
  if (!t) throw new Error(`no task "${title}" in ${tasks.map((x) => x.description).join(", ")}`);
  return t;
};

describe("todoist-csv", () => {
  it("reads the 14-column template: sections, notes, sub-tasks, labels, dates and durations", async () => {
    const r = await readTodoistCsv(fixture("todoist-work.csv"), ctx, { project: "Work" });
    expect(r.tasks.map((t) => t.description)).toEqual([
      "Weekly team sync",
      "Prepare the quarterly report",
      "Renew the domain",
      "Write the kickoff e-mail",
      "Book the room",
    ]);
    const sync = byTitle(r.tasks, "Weekly team sync");
    expect(sync).toMatchObject({
      recurrence: "FREQ=WEEKLY;BYDAY=TU",
      dueDate: "2026-12-01",
      dueTime: "19:00",
      estimateMinutes: 45,
      origin: "Work",
      hints: ["meetings"],
      important: false,
    });
    const report = byTitle(r.tasks, "Prepare the quarterly report");
    // A multi-line quoted cell keeps its line breaks; CRLF is read as LF.
    expect(report.notes).toMatch(/^Numbers from finance,\nthen the slides\n\nDraft by Friday\n\n/);
    expect(report).toMatchObject({ dueDate: "2027-06-02", dueTime: "18:00", important: true });
    // INDENT 2 rows are the checklist of the task above; their comment goes to its notes.
    expect(report.items).toEqual([
      { text: "Collect receipts", done: false },
      { text: "Scan the contracts", done: false },
    ]);
    expect(report.notes).toContain("Scan the contracts: Ask Jo where the originals are");
    // A phrase that cannot be read: undated, and a warning naming its line (the quoted cell above
    // spans lines 4-7).
    const domain = byTitle(r.tasks, "Renew the domain");
    expect(domain.dueDate).toBeNull();
    expect(r.warnings).toContainEqual({
      line: 11,
      message: expect.stringContaining('"when the moon is blue" could not be read'),
    });
    // HTML in a note is text, kept as written.
    expect(domain.notes).toBe("Registrar: <b>example</b> https://registrar.example/renew");
    // A section is part of the origin; DEADLINE without DATE is the due date.
    const kickoff = byTitle(r.tasks, "Write the kickoff e-mail");
    expect(kickoff).toMatchObject({
      origin: "Work / Project Alpha",
      hints: ["writing", "urgent"],
      dueDate: "2026-12-15",
      dueTime: null,
    });
  });

  it("reads a German DATE_LANG with a byte-order mark and 10 columns", async () => {
    const r = await readTodoistCsv(fixture("todoist-de.csv"), ctx, { project: "Privat" });
    expect(byTitle(r.tasks, "Steuererklärung abgeben")).toMatchObject({
      dueDate: "2027-07-31",
      dueTime: null,
      important: true,
    });
    // A German repeat is not read (chrono has no German rules): undated, with a warning.
    expect(byTitle(r.tasks, "Zahnarzt anrufen").dueDate).toBeNull();
    expect(r.warnings.map((w) => w.line)).toEqual([4]);
    expect(byTitle(r.tasks, "Konto kündigen").dueDate).toBeNull();
  });

  it("matches columns by name: 15 columns in another order, and 12", async () => {
    const h = await readTodoistCsv(fixture("todoist-health.csv"), ctx, { project: "Health" });
    // 7am in New York is 13:00 in Berlin.
    expect(byTitle(h.tasks, "Run 5 km")).toMatchObject({
      recurrence: "FREQ=DAILY",
      dueTime: "13:00",
      estimateMinutes: 30,
    });
    expect(byTitle(h.tasks, "Book a health check-up").dueDate).toBe("2027-01-20");
    const m = await readTodoistCsv(fixture("todoist-money.csv"), ctx, { project: "Money" });
    expect(m.tasks[0]).toMatchObject({ dueDate: "2026-12-01", estimateMinutes: 10 });
  });

  it("refuses a file that is not a template, naming the line", async () => {
    await expect(readTodoistCsv("NAME,VALUE\r\na,b\r\n", ctx)).rejects.toThrow(/Line 1: .*TYPE/);
    await expect(readTodoistCsv('TYPE,CONTENT\r\ntask,"unclosed\r\n', ctx)).rejects.toThrow(
      /line/i,
    );
  });
});

describe("todoist-zip", () => {
  const zip = () =>
    zipSync({
      "Work [2203306141].csv": strToU8(fixture("todoist-work.csv")),
      "Health [2203306142].csv": strToU8(fixture("todoist-health.csv")),
    });

  it("reads one CSV per project, the project's name from the file name", async () => {
    const r = await readTodoistZip(zip(), ctx);
    expect(new Set(r.tasks.map((t) => t.origin))).toEqual(
      new Set(["Work", "Work / Project Alpha", "Health"]),
    );
    expect(new Set(r.tasks.map((t) => t.ref)).size).toBe(r.tasks.length);
    expect(r.warnings[0]!.message).toMatch(/^Work \[2203306141\]\.csv: /);
  });

  it("refuses a ZIP bomb before unpacking it, and more than 200 files", async () => {
    // 120 MB of zeros deflates to ~120 KB.
    const bomb = zipSync({ "a.csv": new Uint8Array(120 * 1024 * 1024) }, { level: 1 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(unpackZip(bomb)).rejects.toThrow(/more than 100 MB/);
    // A header that lies about the size: caught by the bytes actually inflated.
    const liar = bomb.slice();
    patchDeclaredSizes(liar, 10);
    await expect(unpackZip(liar)).rejects.toThrow(/more than 100 MB/);
    const many = Object.fromEntries(
      Array.from({ length: 201 }, (_, i) => [`p${i}.csv`, strToU8("TYPE,CONTENT\n")]),
    );
    await expect(unpackZip(zipSync(many))).rejects.toThrow(/more than 200 files/);
  });
});

/** Rewrites every declared uncompressed size (local headers and central directory) of a ZIP. */
function patchDeclaredSizes(zip: Uint8Array, size: number) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = 0; i + 4 <= zip.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, size, true);
  }
}

describe("ticktick-csv", () => {
  it("finds the header after the preamble and reads the 24 columns", async () => {
    const r = await readTickTick(fixture("ticktick-backup.csv"), ctx);
    expect(r.tasks.map((t) => t.description).sort()).toEqual(
      [
        "Post office run",
        "Review the contract",
        "Send the invoice",
        "Stretch",
        "Weekly shop",
      ].sort(),
    );
    // A sub-task before its parent is still its checklist item.
    const post = byTitle(r.tasks, "Post office run");
    expect(post).toMatchObject({
      items: [{ text: "Buy stamps", done: false }],
      important: true,
      dueDate: "2026-12-03",
      dueTime: "16:30",
      origin: "Inbox",
      hints: ["errands", "town"],
      notes: 'Letters for grandma, the "big" parcel',
    });
    // All day: the day in the task's own zone; the repeat with RRULE: and WKST read.
    expect(byTitle(r.tasks, "Weekly shop")).toMatchObject({
      dueDate: "2026-11-30",
      dueTime: null,
      recurrence: "FREQ=WEEKLY",
      items: [
        { text: "Milk", done: false },
        { text: "Bread", done: true },
      ],
      notes: "From the market, not the supermarket",
      origin: "Personal / Groceries",
    });
    // Status 2 (archived) and 1 are done, with their completion time.
    expect(byTitle(r.tasks, "Send the invoice")).toMatchObject({
      completed: true,
      completedAt: "2026-11-12T16:45:00.000Z",
      origin: "Work / Project Alpha",
    });
    expect(byTitle(r.tasks, "Review the contract").completedAt).toBe("2026-10-25T08:00:00.000Z");
    // COUNT is dropped from the rule, with a warning.
    expect(byTitle(r.tasks, "Stretch").recurrence).toBe("FREQ=DAILY");
    expect(r.warnings.some((w) => /COUNT=30/.test(w.message))).toBe(true);
    expect(r.skipped).toEqual([{ line: 16, reason: "A task without a title" }]);
  });
});

describe("google-tasks", () => {
  it("keeps the due day in every zone, makes children checklist items, skips deleted and hidden", async () => {
    const r = await readGoogleTasks(JSON.parse(fixture("google-Tasks.json")));
    expect(r.tasks.map((t) => t.description)).toEqual([
      "Call the bank",
      "Pack for the trip",
      "Old errand",
      "Birthday present for Mia",
    ]);
    expect(byTitle(r.tasks, "Call the bank")).toMatchObject({
      dueDate: "2026-12-01",
      origin: "My Tasks",
      notes:
        "About the <script>alert(1)</script> card\nAsk for a new PIN\n\nBank e-mail: https://mail.example/123",
    });
    expect(byTitle(r.tasks, "Pack for the trip").items).toEqual([
      { text: "Passport", done: false },
    ]);
    expect(byTitle(r.tasks, "Old errand")).toMatchObject({
      completed: true,
      completedAt: "2026-11-15T17:20:00.000Z",
    });
    expect(r.skipped.map((s) => s.reason)).toEqual([
      "Deleted in Google Tasks",
      "Hidden in Google Tasks",
    ]);
  });
});

describe("ics", () => {
  it("reads VTODOs with ical.js: zones, dates, rules, completion, categories and children", async () => {
    const r = await readIcs(fixture("thunderbird-tasks.ics"), {
      ...ctx,
      timeZone: "America/New_York",
    });
    const fence = byTitle(r.tasks, "Fix the garden fence");
    // The escaped comma and semicolon are unescaped; 17:30 in Berlin is 11:30 in New York.
    expect(fence).toMatchObject({
      notes: "Posts, nails and the saw; ask Tom first.\nThen paint it.",
      dueDate: "2026-12-05",
      dueTime: "11:30",
      important: true,
      origin: "Garden",
      hints: ["Garden", "Home"],
      items: [{ text: "Buy new hinges", done: true }],
    });
    expect(byTitle(r.tasks, "Water the plants")).toMatchObject({
      dueDate: "2026-11-28",
      dueTime: null,
      recurrence: "FREQ=WEEKLY;BYDAY=SA",
    });
    expect(byTitle(r.tasks, "File the tax return")).toMatchObject({
      completed: true,
      completedAt: "2026-11-19T15:00:00.000Z",
      dueDate: "2026-11-30",
      dueTime: "18:00",
    });
    expect(r.tasks.some((t) => t.description.endsWith("seventy-five octets"))).toBe(true);
    expect(r.skipped).toEqual([{ line: 57, reason: "An event, not a task" }]);
  });
});

describe("detection", () => {
  it("tells each format from its content, whatever the file is called", async () => {
    const sources = [
      ["todoist-work.csv", "todoist-csv"],
      ["ticktick-backup.csv", "ticktick-csv"],
      ["google-Tasks.json", "google-tasks"],
      ["thunderbird-tasks.ics", "ics"],
    ] as const;
    for (const [name, source] of sources)
      expect((await readImportFile(bytes(name), "upload.bin", ctx)).source).toBe(source);
    const zip = zipSync({ "Inbox [1].csv": bytes("todoist-money.csv") });
    expect((await readImportFile(zip, "backup.zip", ctx)).source).toBe("todoist-zip");
  });

  it("reads JSON that a Windows tool began with a byte-order mark", async () => {
    const json = strToU8("\uFEFF" + fixture("google-Tasks.json"));
    const read = await readImportFile(json, "Tasks.json", ctx);
    expect(read.source).toBe("google-tasks");
    expect(read.tasks.map((t) => t.description)).toContain("Call the bank");
  });

  it("an iCalendar file that ical.js cannot read, or whose task never ends, names the line", async () => {
    const file = fixture("thunderbird-tasks.ics");
    const lines = file.split("\n");
    const at = lines.findIndex((l) => l.startsWith("SUMMARY:Water the plants"));
    // A property line with no colon, in the second VTODO.
    const broken = [...lines.slice(0, at), "DUE-NEXT-WEEK", ...lines.slice(at)].join("\n");
    await expect(readImportFile(strToU8(broken), "tasks.ics", ctx)).rejects.toThrow(
      new RegExp(`could not be read at line ${at + 1}: `),
    );
    const cut = lines
      .slice(
        0,
        lines.findIndex((l) => l.startsWith("END:VTODO")),
      )
      .join("\n");
    const begins = lines.findIndex((l) => l.startsWith("BEGIN:VTODO")) + 1;
    await expect(readImportFile(strToU8(cut), "tasks.ics", ctx)).rejects.toThrow(
      `could not be read at line ${begins}: The VTODO that begins at line ${begins} is not closed`,
    );
    // Two calendars in one file (some tools concatenate them): each task keeps its list's name.
    const other = file
      .replace("X-WR-CALNAME:Home", "X-WR-CALNAME:Work")
      .replace(/UID:todo-/g, "UID:w-");
    const both = await readImportFile(strToU8(file + "\r\n" + other), "tasks.ics", ctx);
    const long = both.tasks.filter((t) => t.description.endsWith("seventy-five octets"));
    expect(long.map((t) => t.origin)).toEqual(["Home", "Work"]);
    expect(both.tasks).toHaveLength(2 * (await readIcs(file, ctx)).tasks.length);
  });

  it("JSON with text after its value, cut short or nested past reason is refused, naming the line", async () => {
    const read = (text: string) => readImportFile(strToU8(text), "Tasks.json", ctx);
    await expect(read('{"kind":"tasks#taskLists","items":[]}\n\nnot json')).rejects.toThrow(
      /could not be read at line 3$/,
    );
    await expect(read('{"kind":"tasks#taskLists",\n"items":[\n{"title":"a"')).rejects.toThrow(
      /could not be read at line 3$/,
    );
    // Read, or refused as unreadable; never a stack overflow out of the reader.
    await expect(read("[".repeat(20_000) + "]".repeat(20_000))).rejects.toThrow(/JSON file/);
    // The line of a missing comma, whatever the text it stops at says ("attended" once read as
    // the parser's "ended": the last line), and after a byte-order mark (one line too early).
    const lineOf = (text: string, bom = false) =>
      parseJsonInSlices(
        new Uint8Array([...(bom ? [0xef, 0xbb, 0xbf] : []), ...strToU8(text)]),
      ).catch((err: Error) => err.message);
    expect(await lineOf('[\n"x"\n"attended the meeting"\n,1,\n2,\n3\n]')).toBe(
      "Not JSON at line 3",
    );
    expect(await lineOf('[\n"x"\n"went to the meeting"\n,1,\n2,\n3\n]')).toBe("Not JSON at line 3");
    const backup = '{\n "version": 1,\n "tasks": []\n "journals": []\n}';
    expect(await lineOf(backup)).toBe("Not JSON at line 4");
    expect(await lineOf(backup, true)).toBe("Not JSON at line 4");
  });

  it("an unknown, empty or task-less file is a 400", async () => {
    await expect(readImportFile(strToU8("hello world"), "x.txt", ctx)).rejects.toThrow(
      /not one Balance can import/,
    );
    await expect(readImportFile(new Uint8Array(), "x.csv", ctx)).rejects.toThrow(/empty/);
    await expect(
      readImportFile(strToU8("TYPE,CONTENT\r\nmeta,view_style=list\r\n"), "x.csv", ctx),
    ).rejects.toThrow(/no task/);
    await expect(
      readImportFile(strToU8('{"kind":"tasks#taskLists", "items": [}'), "x.json", ctx),
    ).rejects.toThrow(/JSON file could not be read/);
  });
});
