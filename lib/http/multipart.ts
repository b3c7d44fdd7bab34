// The body of a route with the `multipart` option (a photo, an import file): multipart/form-data
// parsed by busboy as it arrives, a slice at a time. `Response.formData()` parses the whole body in
// one step: 8-58 ms for a 4.4 MB import file on this box, five times that at the 20 MB cap, all of
// it holding every other request (docs/decisions/import-large-files.md).
import "server-only";
import busboy from "busboy";
import { ApiError, badRequest } from "@/lib/errors/api-error";
import { forEachBodyChunk } from "@/lib/server/read-body";
import { yieldToEventLoop } from "@/lib/server/event-loop";

/** What busboy parses between two turns of the event loop: well under a millisecond of work. */
const SLICE_BYTES = 64 * 1024;

/** How much of a file is gathered before it is copied into one Blob: 1-4 ms of copying. */
const BLOB_BYTES = 1024 * 1024;

/** Our forms have one file and a field or two; a body of thousands of parts is an attack. */
const LIMITS = { parts: 50, fields: 40, files: 10, fieldSize: 64 * 1024, headerPairs: 50 };

const invalid = () => badRequest("Request body must be valid multipart/form-data");

/**
 * The form of a multipart request, read with the same byte counter as JSON bodies and abandoned as
 * soon as it passes `maxBytes`: a 50 MB upload costs at most `maxBytes` of memory, whatever
 * Content-Length claims. A part is a file when it names a filename, as in a browser's FormData.
 */
export async function readMultipart(req: Request, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data");
  }
  let parser: busboy.Busboy;
  try {
    // Browsers send UTF-8 file names unencoded; busboy's default reads them as Latin-1.
    parser = busboy({ headers: { "content-type": type }, defParamCharset: "utf8", limits: LIMITS });
  } catch {
    throw invalid(); // no boundary
  }
  // In the body's order: a file's "end" comes a turn after the next part has begun.
  const entries: { name: string; value: string | File | null }[] = [];
  let failed = false;
  const fail = () => (failed = true);
  const closed = new Promise<void>((resolve) => {
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) fail();
      else entries.push({ name, value });
    });
    parser.on("file", (name, stream, info) => {
      const entry: (typeof entries)[number] = { name, value: null };
      entries.push(entry);
      // Copied into a Blob a megabyte at a time as it arrives: a File made of a 20 MB upload's
      // 64 kB pieces at the end copied them all in one step (3-60 ms); made of Blobs, it copies
      // nothing.
      const blobs: Blob[] = [];
      let pending: Uint8Array<ArrayBuffer>[] = [];
      let pendingBytes = 0;
      const keep = () => {
        blobs.push(new Blob(pending));
        pending = [];
        pendingBytes = 0;
      };
      stream.on("data", (chunk: Buffer<ArrayBuffer>) => {
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= BLOB_BYTES) keep();
      });
      stream.on("error", fail);
      stream.on("end", () => {
        if (pendingBytes) keep();
        entry.value = new File(blobs, info.filename, { type: info.mimeType });
      });
    });
    parser.on("partsLimit", fail);
    parser.on("filesLimit", fail);
    parser.on("fieldsLimit", fail);
    parser.on("error", fail);
    parser.on("close", resolve);
  });
  const write = (slice: Buffer) =>
    new Promise<void>((resolve) => parser.write(slice, () => resolve()));

  let total: number;
  try {
    total = await forEachBodyChunk(req, maxBytes, async (chunk) => {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let at = 0; at < bytes.byteLength && !failed; at += SLICE_BYTES) {
        await write(bytes.subarray(at, at + SLICE_BYTES));
        // A body read from memory, or from a proxy that buffered it, comes in a few big chunks.
        if (bytes.byteLength > SLICE_BYTES) await yieldToEventLoop();
      }
      if (failed) throw invalid();
    });
  } catch (err) {
    parser.destroy();
    throw err;
  }
  if (total === 0) {
    parser.destroy();
    throw badRequest("Request body is empty");
  }
  parser.end();
  await closed;
  if (failed || entries.some((e) => e.value === null)) throw invalid();
  const form = new FormData();
  for (const { name, value } of entries) form.append(name, value!);
  return form;
}
