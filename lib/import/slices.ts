// Reading big files without holding the server (issue 43, item 5): CSV text is fed to csv-parse's
// streaming parser a slice at a time, and every loop over rows gives the event loop a turn once it
// has run for 10 ms (`slicer`, lib/server/event-loop.ts), so other users' requests are served while
// a 20,000-row backup is read.
import "server-only";
import { parse } from "csv-parse";
import { Tokenizer, TokenParser } from "@streamparser/json";
import { slicer, yieldToEventLoop } from "@/lib/server/event-loop";

/** Characters handed to the CSV parser at once (parsed synchronously inside write()). */
const CSV_SLICE_CHARS = 8 * 1024;

/**
 * A file's text, whole or in the pieces it was decoded in (lib/import/read.ts): joining a 20 MB
 * file's pieces into one string is one long step, which the CSV readers do not need.
 */
export type TextPieces = string | readonly string[];

/** What the decoder reads between two turns of the event loop: a few milliseconds of work. */
const DECODE_SLICE = 256 * 1024;

/**
 * UTF-8 bytes (one array, or the chunks a ZIP entry was unpacked in) as text in pieces, decoded
 * 256 kB at a time with turns of the event loop between: a 20 MB file in one `decode()` held the
 * loop 90-116 ms (docs/decisions/import-large-files.md). `fatal`: a byte no UTF-8 text has throws
 * (a TypeError) instead of becoming U+FFFD.
 */
export async function decodeInPieces(
  bytes: Uint8Array | readonly Uint8Array[],
  fatal: boolean,
): Promise<string[]> {
  const chunks = bytes instanceof Uint8Array ? [bytes] : bytes;
  const decoder = new TextDecoder("utf-8", { fatal });
  const tick = slicer();
  const pieces: string[] = [];
  for (const chunk of chunks)
    for (let at = 0; at < chunk.byteLength; at += DECODE_SLICE) {
      pieces.push(decoder.decode(chunk.subarray(at, at + DECODE_SLICE), { stream: true }));
      await tick();
    }
  pieces.push(decoder.decode());
  return pieces;
}

/** One CSV record and the line it starts on (for messages that name it). */
export type CsvRow = { line: number; cells: string[] };

type Record = { record: string[]; info: { lines: number } };

/**
 * A CSV file's rows with the line each starts on, parsed in slices. Rejects with csv-parse's own
 * error (which carries `lines`) when the file is not valid CSV.
 */
export async function parseCsvInSlices(text: TextPieces): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  let failure: Error | null = null;
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: false,
    skip_empty_lines: false,
    info: true,
  });
  parser.on("error", (err: Error) => (failure ??= err));
  const take = () => {
    for (let r = parser.read() as Record | null; r !== null; r = parser.read() as Record | null) {
      const breaks = r.record.reduce((n, cell) => n + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
      rows.push({ line: r.info.lines - breaks, cells: r.record });
    }
  };
  const ended = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("close", resolve);
  });
  parser.on("readable", take);
  for (const piece of typeof text === "string" ? [text] : text)
    for (let at = 0; at < piece.length && !failure; at += CSV_SLICE_CHARS) {
      parser.write(piece.slice(at, at + CSV_SLICE_CHARS));
      take();
      await yieldToEventLoop();
    }
  if (!failure) parser.end();
  await Promise.race([ended, yieldToEventLoop().then(() => (failure ? undefined : ended))]);
  take();
  if (failure) throw failure;
  return rows;
}

/** Bytes handed to the JSON tokenizer at once: 2-4 ms of work; `slicer` yields every 10 ms. */
const JSON_SLICE_BYTES = 16 * 1024;

/** A file that is not JSON, with the line the reader stopped on (null when it never began). */
export class JsonSyntaxError extends Error {
  constructor(readonly line: number | null) {
    super(line ? `Not JSON at line ${line}` : "Not JSON");
  }
}

/** The line a UTF-8 byte offset is on. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let at = bytes.indexOf(10); at !== -1 && at < offset; at = bytes.indexOf(10, at + 1)) line++;
  return line;
}

/**
 * A JSON file's value, read a slice at a time by @streamparser/json's tokenizer and token parser
 * (the pair its JSONParser wires, wired here so the last token's offset names the line of an
 * error): `JSON.parse` of a 14 MB backup held the event loop 20-78 ms in one step
 * (docs/decisions/import-large-files.md). It reads the UTF-8 bytes itself, byte-order mark
 * included, so its offsets are the file's own. Rejects with a JsonSyntaxError.
 */
export async function parseJsonInSlices(bytes: Uint8Array): Promise<unknown> {
  const tokenizer = new Tokenizer();
  const tokens = new TokenParser({ paths: ["$"] });
  let lastToken = 0;
  let value: { found: boolean; value?: unknown } = { found: false };
  // The tokenizer counts a byte-order mark in its messages' positions but not in its tokens'.
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  tokenizer.onToken = (token) => {
    lastToken = token.offset + bom;
    tokens.write(token);
  };
  tokenizer.onEnd = () => {
    if (!tokens.isEnded) tokens.end();
  };
  tokens.onError = tokenizer.error.bind(tokenizer);
  tokens.onEnd = () => {
    if (!tokenizer.isEnded) tokenizer.end();
  };
  tokens.onValue = (info) => (value = { found: true, value: info.value });
  const tick = slicer();
  try {
    for (let at = 0; at < bytes.byteLength; at += JSON_SLICE_BYTES) {
      tokenizer.write(bytes.subarray(at, at + JSON_SLICE_BYTES));
      await tick();
    }
    if (!tokenizer.isEnded) tokenizer.end();
  } catch (err) {
    // The tokenizer names the byte it stopped at; the token parser's errors do not, so the last
    // token read stands for it. A file cut short ends at its last byte. A stack overflow (nesting
    // thousands deep) is no JSON a person exports.
    // Only the libraries' own words: the token parser's messages quote the value it did not
    // expect, which can be any text of the file ("attended the meeting").
    const message = (err as Error).message ?? "";
    const named = /\(absolute position "(\d+)"\) in state \w+$/.exec(message)?.[1];
    const offset = named
      ? Number(named)
      : /^(Parser|Tokenizer) ended/.test(message)
        ? bytes.byteLength
        : lastToken;
    throw new JsonSyntaxError(err instanceof RangeError ? null : lineAt(bytes, offset));
  }
  if (!value.found) throw new JsonSyntaxError(null);
  return value.value;
}
