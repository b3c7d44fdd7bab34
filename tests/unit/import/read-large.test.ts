// A file at the import's 20 MB limit is decoded a slice at a time (lib/import/slices.ts): in one
// `decode()` it held the event loop 90-116 ms; a ZIP is unpacked a slice at a time too. Each file
// here holds nothing Balance reads, so what is timed is the decoding or unpacking and the
// detection, and the answer is the 400 a person sees.
import os from "node:os";
import { describe, expect, it } from "vitest";
import { readImportFile } from "@/lib/import/read";
import { IMPORT_MAX_BYTES } from "@/lib/import/shapes";
import { eventLoopBlock } from "@/bench/event-loop-block";
import { zipSync } from "fflate";

const ctx = { timeZone: "Europe/Berlin", now: new Date("2026-11-27T12:00:00Z") };

describe("a 20 MB file", () => {
  it("is decoded in slices, and a bad byte at its end is still found", async () => {
    // Two- and three-byte characters, so slices end inside characters.
    const line = "Notizen über Äpfel — 日本語のメモ\n";
    const unit = new TextEncoder().encode(line);
    const bytes = new Uint8Array(IMPORT_MAX_BYTES - 1);
    for (let at = 0; at + unit.length <= bytes.length; at += unit.length) bytes.set(unit, at);
    let error: unknown;
    const held = await eventLoopBlock(async () => {
      error = await readImportFile(bytes, "notes.txt", ctx).catch((e: unknown) => e);
    });
    expect(String(error)).toMatch(/not one Balance can import/);
    console.log(
      `[read-large] load average ${os.loadavg()[0]!.toFixed(1)}; longest hold ${Math.round(held.longest)} ms (${Math.round(held.outsideGc)} outside collections)`,
    );
    const bound = os.loadavg()[0]! > os.cpus().length * 2 ? 100 : 50;
    expect(held.outsideGc).toBeLessThanOrEqual(bound);

    // A byte no UTF-8 text has, in the last slice.
    bytes[bytes.length - 2] = 0xff;
    await expect(readImportFile(bytes, "notes.txt", ctx)).rejects.toThrow(/not UTF-8 text/);
  });

  it("a ZIP that unpacks to 90 MB is unpacked in slices", async () => {
    // One text file and no CSV: what is timed is the unpacking, and the answer is the 400.
    const big = new Uint8Array(90 * 1024 * 1024).fill(0x61);
    const zip = zipSync({ "notes.txt": big });
    let error: unknown;
    const held = await eventLoopBlock(async () => {
      error = await readImportFile(zip, "backup.zip", ctx).catch((e: unknown) => e);
    });
    expect(String(error)).toMatch(/holds no Todoist CSV file/);
    console.log(
      `[read-large] load average ${os.loadavg()[0]!.toFixed(1)}; ZIP longest hold ${Math.round(held.longest)} ms (${Math.round(held.outsideGc)} outside collections)`,
    );
    const bound = os.loadavg()[0]! > os.cpus().length * 2 ? 100 : 50;
    expect(held.outsideGc).toBeLessThanOrEqual(bound);
  });

  it("a 25,000-task backup is parsed in slices, and a broken one names its line", async () => {
    const tasks = Array.from({ length: 25_000 }, (_, i) => ({
      id: i + 1,
      description: `Task ${i} — über 日本語`,
      category: "health",
      completed: i % 3 === 0,
      dueDate: "2026-12-04",
      notes: "Lorem ipsum dolor sit amet ".repeat(12),
    }));
    // Pretty-printed, as the export writes it: one value a line, so the broken line is findable.
    const text = JSON.stringify({ format: "balance-export/1", tasks }, null, 1);
    const bytes = new TextEncoder().encode(text);
    let read: Awaited<ReturnType<typeof readImportFile>> | undefined;
    const held = await eventLoopBlock(async () => {
      read = await readImportFile(bytes, "balance-export.json", ctx);
    });
    expect(read?.source).toBe("balance-json");
    expect(read?.tasks).toHaveLength(25_000);
    console.log(
      `[read-large] load average ${os.loadavg()[0]!.toFixed(1)}; ${(bytes.length / 1e6).toFixed(1)} MB backup longest hold ${Math.round(held.longest)} ms (${Math.round(held.outsideGc)} outside collections)`,
    );
    const bound = os.loadavg()[0]! > os.cpus().length * 2 ? 100 : 50;
    expect(held.outsideGc).toBeLessThanOrEqual(bound);

    // The comma after the last task's due date left out: the message names the line a text
    // editor shows the next key on.
    const comma = text.indexOf(",", text.lastIndexOf('"dueDate"'));
    const broken = text.slice(0, comma) + text.slice(comma + 1);
    const line = broken.slice(0, broken.indexOf('"notes"', comma)).split("\n").length;
    await expect(
      readImportFile(new TextEncoder().encode(broken), "balance-export.json", ctx),
    ).rejects.toThrow(new RegExp(`JSON file could not be read at line ${line}$`));
  });

  it("an iCalendar file of 10,000 tasks is parsed a batch at a time", async () => {
    const todo = (i: number) =>
      [
        "BEGIN:VTODO",
        `UID:todo-${i}@example.org`,
        "DTSTAMP:20261120T100000Z",
        `SUMMARY:Task ${i} — über 日本語`,
        "DESCRIPTION:Posts\\, nails and the saw\\; ask Tom first.\\nThen paint it.",
        "CATEGORIES:Garden,Home",
        "DUE;TZID=Europe/Berlin:20261205T173000",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "TRIGGER:-PT15M",
        "END:VALARM",
        "END:VTODO",
      ].join("\r\n");
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "X-WR-CALNAME:Home",
      ...Array.from({ length: 10_000 }, (_, i) => todo(i)),
      "END:VCALENDAR",
    ].join("\r\n");
    const bytes = new TextEncoder().encode(text);
    let read: Awaited<ReturnType<typeof readImportFile>> | undefined;
    const held = await eventLoopBlock(async () => {
      read = await readImportFile(bytes, "tasks.ics", ctx);
    });
    expect(read?.tasks).toHaveLength(10_000);
    expect(read?.tasks[9_999]).toMatchObject({ line: 4 + 9_999 * 12, dueTime: "17:30" });
    console.log(
      `[read-large] load average ${os.loadavg()[0]!.toFixed(1)}; ${(bytes.length / 1e6).toFixed(1)} MB calendar longest hold ${Math.round(held.longest)} ms (${Math.round(held.outsideGc)} outside collections)`,
    );
    const bound = os.loadavg()[0]! > os.cpus().length * 2 ? 100 : 50;
    expect(held.outsideGc).toBeLessThanOrEqual(bound);
  });
});
