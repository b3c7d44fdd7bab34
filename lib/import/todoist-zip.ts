// A Todoist backup: a ZIP of one template CSV per project, named "Project name [id].csv". Unpacked
// with fflate's streaming Unzip, fed in small slices so no inflated chunk can be large, with turns of
// the event loop between (a 100 MB unpack in one step would hold every other request), counting
// the files (at most ZIP_MAX_FILES) and both the declared and the actual unpacked bytes (at most
// ZIP_MAX_UNPACKED_BYTES): a ZIP bomb is refused while it is being unpacked, not after.
import "server-only";
import { Unzip, UnzipInflate } from "fflate";
import { ApiError } from "@/lib/errors/api-error";
import { ZIP_MAX_FILES, ZIP_MAX_UNPACKED_BYTES } from "./shapes";
import { projectName, readTodoistCsv } from "./todoist-csv";
import { unreadable, type ReadContext, type ReadResult } from "./read-common";
import { decodeInPieces } from "./slices";
import { slicer } from "@/lib/server/event-loop";

/** ZIP files start with a local file header ("PK\x03\x04") or, when empty, an end record. */
export const looksLikeZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/**
 * Compressed bytes fed to the unpacker at once: deflate expands up to about 1,000 times, so 1 kB
 * inflates to at most about 1 MB, a few milliseconds (16 kB of a 90 MB bomb inflated for 200 ms).
 */
const SLICE = 1024;
const tooBig = () =>
  new ApiError(
    "PAYLOAD_TOO_LARGE",
    `This ZIP unpacks to more than ${ZIP_MAX_UNPACKED_BYTES / 1024 / 1024} MB or holds more than ${ZIP_MAX_FILES} files; it was not unpacked`,
  );

/**
 * The files of a ZIP as name → the chunks it unpacked in (joined, a large file would be one more
 * long copy), within the caps.
 */
export async function unpackZip(bytes: Uint8Array): Promise<Map<string, Uint8Array[]>> {
  const files = new Map<string, Uint8Array[]>();
  let count = 0;
  let total = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (failure) return;
    count += 1;
    if (count > ZIP_MAX_FILES) {
      failure = tooBig();
      return;
    }
    if (file.name.endsWith("/")) return;
    // The declared size first: a header that admits to a bomb is refused before inflating.
    if ((file.originalSize ?? 0) > ZIP_MAX_UNPACKED_BYTES - total) {
      failure = tooBig();
      return;
    }
    const chunks: Uint8Array[] = [];
    file.ondata = (err, data, final) => {
      if (failure) return;
      if (err) {
        failure = unreadable(`The ZIP entry "${file.name.slice(0, 100)}" could not be unpacked`);
        return;
      }
      total += data.length;
      // The actual size: headers can lie.
      if (total > ZIP_MAX_UNPACKED_BYTES) {
        failure = tooBig();
        file.terminate();
        return;
      }
      chunks.push(data);
      if (final) files.set(file.name, chunks);
    };
    try {
      file.start();
    } catch {
      failure = unreadable(
        `The ZIP entry "${file.name.slice(0, 100)}" uses a compression Balance cannot unpack`,
      );
    }
  });
  unzip.register(UnzipInflate);
  const tick = slicer();
  try {
    for (let at = 0; at < bytes.length && !failure; at += SLICE) {
      unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
      await tick();
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw unreadable("The ZIP file could not be unpacked");
  }
  if (failure) throw failure;
  return files;
}

export async function readTodoistZip(bytes: Uint8Array, ctx: ReadContext): Promise<ReadResult> {
  const files = await unpackZip(bytes);
  const csvs = [...files].filter(
    ([name]) => /\.csv$/i.test(name) && !/(^|\/)__MACOSX\//.test(name),
  );
  if (csvs.length === 0) throw unreadable("The ZIP holds no Todoist CSV file");
  const result: ReadResult = { source: "todoist-zip", tasks: [], skipped: [], warnings: [] };
  csvs.sort(([a], [b]) => a.localeCompare(b));
  for (const [i, [name, data]] of csvs.entries()) {
    const base = name.replace(/^.*\//, "");
    const one = await readTodoistCsv(await decodeInPieces(data, false), ctx, {
      project: projectName(base),
      refPrefix: `${i + 1}:`,
      fileLabel: base,
    });
    result.tasks.push(...one.tasks);
    // Lines are per file: the file's name goes with them.
    result.skipped.push(...one.skipped.map((s) => ({ ...s, reason: `${base}: ${s.reason}` })));
    result.warnings.push(
      ...one.warnings.map((w) => ({
        ...w,
        message: w.message.startsWith(`${base}: `) ? w.message : `${base}: ${w.message}`,
      })),
    );
  }
  return result;
}
