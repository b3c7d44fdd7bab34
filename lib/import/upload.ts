// The form of POST /api/import: one `file`, and optionally the `source` that names its format.
import "server-only";
import { ApiError, badRequest } from "@/lib/errors/api-error";
import { readFileBytes } from "@/lib/server/read-body";
import { importSourceSchema } from "./schemas";
import { createPreview } from "./preview";
import { IMPORT_MAX_BYTES } from "./shapes";
import { previewResponse, previewWithProgress } from "./streamed";

const TOO_LARGE = `This file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Please export a smaller part.`;

/**
 * The preview as JSON sent a piece at a time (a 20,000-row file's is 6.6 MB); with `progress`
 * (the caller accepts application/x-ndjson) after lines that say how far the reading is.
 */
export async function previewUpload(
  userId: string,
  form: FormData,
  progress = false,
): Promise<Response> {
  const keys = [...new Set(form.keys())];
  const unknown = keys.find((k) => k !== "file" && k !== "source");
  if (unknown) throw badRequest(`Unknown form field ${unknown.slice(0, 40)}`, unknown.slice(0, 40));
  const files = form.getAll("file");
  if (files.length !== 1 || !(files[0] instanceof File))
    throw badRequest("Send one file in a form field named file", "file");
  const file = files[0];
  const sources = form.getAll("source");
  if (sources.length > 1) throw badRequest("Send at most one source", "source");
  let source;
  if (sources.length === 1) {
    const parsed = importSourceSchema.safeParse(sources[0]);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, "source");
    source = parsed.data;
  }
  if (file.size > IMPORT_MAX_BYTES) throw new ApiError("PAYLOAD_TOO_LARGE", TOO_LARGE);
  if (file.size === 0) throw badRequest("The file is empty", "file");
  const read = { bytes: await readFileBytes(file), name: file.name.slice(0, 300) };
  if (progress) return previewWithProgress(userId, read, source);
  return previewResponse(await createPreview(userId, read, source));
}
