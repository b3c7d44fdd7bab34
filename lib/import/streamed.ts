// The answers of the import API for large files (issue 43, item 5;
// docs/decisions/import-large-files.md), sent a piece at a time so no single step holds the event
// loop: the preview's JSON (6.6 MB for 20,000 rows) is written a few hundred rows per piece, and a
// preview or commit asked with `Accept: application/x-ndjson` reports its progress line by line.
import "server-only";
import { ApiError } from "@/lib/errors/api-error";
import { commitImport } from "./commit";
import { yieldToEventLoop } from "@/lib/server/event-loop";
import { createPreview } from "./preview";
import type { ReadableSource } from "./sources";
import type { ImportPreview } from "./shapes";
import { errorForLog } from "@/lib/errors/for-log";

/** Preview rows per piece of the answer: ~170 kB, a few milliseconds of JSON.stringify. */
const ROWS_PER_PIECE = 500;

/** The preview's JSON in pieces: all but the rows, then a few hundred rows a piece, then the end. */
function* previewPieces(preview: ImportPreview): Generator<string> {
  const { tasks, ...rest } = preview;
  // `rest` always has keys, so its JSON ends in "}": the rows go in before it.
  yield `${JSON.stringify(rest).slice(0, -1)},"tasks":[`;
  for (let at = 0; at < tasks.length; at += ROWS_PER_PIECE) {
    const piece = tasks
      .slice(at, at + ROWS_PER_PIECE)
      .map((t) => JSON.stringify(t))
      .join(",");
    yield at > 0 ? `,${piece}` : piece;
  }
  yield "]}";
}

/** Pieces of text as a body, one piece a read, with a turn of the event loop before each. */
function piecesBody(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await yieldToEventLoop();
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}

/**
 * The preview as JSON, the same value `Response.json(preview)` would send (its keys in another
 * order: the rows come last), written a piece at a time with a turn of the event loop between.
 */
export function previewResponse(preview: ImportPreview): Response {
  return new Response(piecesBody(previewPieces(preview)), {
    headers: { "Content-Type": "application/json" },
  });
}

/** The media type of a commit's progress answer: one JSON object a line. */
const PROGRESS_TYPE = "application/x-ndjson";

/** Whether the caller asked for the commit's progress (`Accept: application/x-ndjson`). */
export const wantsProgress = (req: Request) =>
  (req.headers.get("accept") ?? "").toLowerCase().includes(PROGRESS_TYPE);

/** A progress line: `done` of `total` rows; a preview's also names its step. */
type ProgressLine = { step?: "areas" | "saving"; done: number; total: number };
type Report = (line: ProgressLine) => void;

/**
 * Work that reports its progress, answered line by line (`application/x-ndjson`): everything that
 * refuses it before its first report (a 404, a 409, a cap, a file that cannot be read) is answered
 * as ever, with its status and the error shape. Once it reports, the answer is `status` with
 * `{ done, total }` lines (only the latest when the reader asks for more), then the result's own
 * line(s), or `{ message, code? }` when it failed after all (an import or commit writes nothing
 * then).
 */
async function withProgress<T>(
  what: string,
  run: (report: Report) => Promise<T>,
  status: number,
  result: (value: T) => Iterable<string>,
): Promise<Response> {
  let begin!: () => void;
  const begun = new Promise<"begun">((resolve) => (begin = () => resolve("begun")));
  const state: { latest: ProgressLine | null; finished: boolean; wake: (() => void) | null } = {
    latest: null,
    finished: false,
    wake: null,
  };
  const poke = () => {
    const wake = state.wake;
    state.wake = null;
    wake?.();
  };
  const work = run((line) => {
    state.latest = line;
    begin();
    poke();
  });
  const end = () => {
    state.finished = true;
    poke();
  };
  work.then(end, end);
  // A refusal before the first report rejects here: the wrapper answers it with its status.
  await Promise.race([begun, work]);

  async function* lines(): AsyncGenerator<string> {
    for (;;) {
      while (!state.latest && !state.finished)
        await new Promise<void>((resolve) => (state.wake = resolve));
      if (!state.latest) break;
      const line = state.latest;
      state.latest = null;
      yield `${JSON.stringify(line)}\n`;
    }
    let value: T;
    try {
      value = await work;
    } catch (err) {
      if (!(err instanceof ApiError)) console.error(`[import] ${what} failed:`, errorForLog(err));
      const failed =
        err instanceof ApiError
          ? { message: err.message, code: err.code }
          : {
              message:
                "Something went wrong on our side and nothing was written. Please try again.",
            };
      yield `${JSON.stringify(failed)}\n`;
      return;
    }
    yield* result(value);
    yield "\n";
  }
  const encoder = new TextEncoder();
  const it = lines();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await yieldToEventLoop();
      const next = await it.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(body, { status, headers: { "Content-Type": PROGRESS_TYPE } });
}

/**
 * POST /api/import/{id}/commit with progress: `{ done, total }` lines (tasks written), then
 * `{ created }`; 201.
 */
export function commitWithProgress(userId: string, id: string): Promise<Response> {
  return withProgress(
    `commit ${id}`,
    (report) => commitImport(userId, id, new Date(), (done, total) => report({ done, total })),
    201,
    (result) => [JSON.stringify(result)],
  );
}

/**
 * POST /api/import with progress: `{ step, done, total }` lines (rows given their areas, then
 * stored), then the preview on one line, sent a piece at a time; 200.
 */
export function previewWithProgress(
  userId: string,
  file: { bytes: Uint8Array; name: string },
  source: ReadableSource | undefined,
): Promise<Response> {
  return withProgress(
    "preview",
    (report) =>
      createPreview(userId, file, source, new Date(), (step, done, total) =>
        report({ step, done, total }),
      ),
    200,
    (preview) => ({ [Symbol.iterator]: () => previewPieces(preview) }),
  );
}
