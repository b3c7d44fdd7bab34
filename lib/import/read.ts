// Which reader a file goes to: the `source` the caller named, else what the file itself looks
// like (a ZIP, JSON of Google Tasks, a VCALENDAR, a TickTick or a Todoist CSV header).
import "server-only";
import { badRequest } from "@/lib/errors/api-error";
import type { ReadableSource } from "./sources";
import { unreadable, type ReadContext, type ReadResult } from "./read-common";
import { looksLikeTodoistCsv, projectName, readTodoistCsv } from "./todoist-csv";
import { looksLikeZip, readTodoistZip } from "./todoist-zip";
import { looksLikeTickTick, readTickTick } from "./ticktick-csv";
import { looksLikeGoogleTasks, readGoogleTasks } from "./google-tasks";
import { looksLikeIcs, readIcs } from "./ics";
import { looksLikeBalanceExport, readBalanceExport } from "./balance-json";
import { decodeInPieces, JsonSyntaxError, parseJsonInSlices } from "./slices";

/**
 * The file as text in the pieces it was decoded in: the CSV readers take the pieces, since joining
 * a 20 MB file's pieces is one long step too (docs/decisions/import-large-files.md).
 */
async function decodeFile(bytes: Uint8Array): Promise<string[]> {
  try {
    return await decodeInPieces(bytes, true);
  } catch {
    throw unreadable("The file is not UTF-8 text, a ZIP or JSON that Balance can read");
  }
}

async function parseJson(bytes: Uint8Array): Promise<unknown> {
  try {
    return await parseJsonInSlices(bytes);
  } catch (err) {
    const line = err instanceof JsonSyntaxError ? err.line : null;
    throw unreadable(`The JSON file could not be read${line ? ` at line ${line}` : ""}`);
  }
}

async function detect(
  bytes: Uint8Array,
  pieces: () => Promise<string[]>,
  json: () => Promise<unknown>,
): Promise<ReadableSource> {
  if (looksLikeZip(bytes)) return "todoist-zip";
  // What tells the formats apart is at the file's start (the first 256 kB are plenty).
  const t = ((await pieces())[0] ?? "").replace(/^\uFEFF/, "").trimStart();
  if (looksLikeIcs(t)) return "ics";
  if (t.startsWith("{") || t.startsWith("[")) {
    const parsed = await json();
    if (looksLikeGoogleTasks(parsed)) return "google-tasks";
    if (looksLikeBalanceExport(parsed)) return "balance-json";
    throw unreadable(
      "This JSON file is not a Google Tasks export (Tasks.json) or a Balance export",
    );
  }
  if (looksLikeTickTick(t)) return "ticktick-csv";
  if (looksLikeTodoistCsv(t)) return "todoist-csv";
  throw unreadable(
    "Line 1: this file is not one Balance can import (a Todoist CSV or ZIP, a TickTick backup, Google Tasks' Tasks.json or an iCalendar file of tasks)",
  );
}

/** Reads a file into preview rows; 400 when it is empty, unreadable or holds no task. */
export async function readImportFile(
  bytes: Uint8Array,
  fileName: string,
  ctx: ReadContext,
  source?: ReadableSource,
): Promise<ReadResult> {
  if (bytes.byteLength === 0) throw badRequest("The file is empty", "file");
  // Decoded and parsed once, whether detection or the reader asks first.
  let piecesCache: Promise<string[]> | null = null;
  const pieces = () => (piecesCache ??= decodeFile(bytes));
  let jsonCache: Promise<unknown> | null = null;
  // Read from the bytes, once they are known to be UTF-8 (the decoding checks every byte).
  const json = () => (jsonCache ??= pieces().then(() => parseJson(bytes)));
  const kind = source ?? (await detect(bytes, pieces, json));
  let result: ReadResult;
  switch (kind) {
    case "todoist-zip":
      if (!looksLikeZip(bytes)) throw unreadable("This file is not a ZIP");
      result = await readTodoistZip(bytes, ctx);
      break;
    case "todoist-csv":
      result = await readTodoistCsv(await pieces(), ctx, { project: projectName(fileName) });
      break;
    case "ticktick-csv":
      result = await readTickTick(await pieces(), ctx);
      break;
    case "google-tasks":
      result = await readGoogleTasks(await json());
      break;
    case "balance-json":
      result = await readBalanceExport(await json());
      break;
    case "ics": {
      const ics = await pieces();
      if (!looksLikeIcs(ics[0] ?? ""))
        throw unreadable("Line 1: an iCalendar file begins with BEGIN:VCALENDAR");
      result = await readIcs(ics, ctx);
      break;
    }
  }
  // A backup with no task still restores the rest (journals, boards, settings…).
  if (result.tasks.length === 0 && !result.restore)
    throw badRequest("The file holds no task to import", "file");
  return result;
}
