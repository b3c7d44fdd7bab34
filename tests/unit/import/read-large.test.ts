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
});
