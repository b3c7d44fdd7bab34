// POST /api/import with progress both ways: an XMLHttpRequest (fetch reports no upload progress)
// sending the file as multipart/form-data with the session cookie, and asking for the server's
// progress lines (Accept: application/x-ndjson: `{ step, done, total }` lines, then the preview on
// the last line). The commit's progress is read the same way from fetch. A non-2xx answer, or a
// failure the server reports on the last line, becomes the same ApiRequestError every other call
// throws.
import { ApiRequestError, apiRequest } from "@/lib/api/client";
import type { ImportCommitResult, ImportPreview } from "@/lib/import/shapes";

const PROGRESS_TYPE = "application/x-ndjson";

/** A line of the server's progress: `done` of `total` rows; the preview's also names its step. */
export type ServerProgress = { step?: "areas" | "saving"; done: number; total: number };

const isProgress = (v: unknown): v is ServerProgress =>
  typeof v === "object" && v !== null && "done" in v && "total" in v && !("created" in v);

/** The last line: the answer, or `{ message, code }` when the work failed after it had begun. */
function finalLine<T>(line: string, key: "id" | "created"): T {
  const value = JSON.parse(line) as Record<string, unknown>;
  if (!(key in value)) throw new ApiRequestError(500, line, "");
  return value as T;
}

/**
 * Splits text that arrives in pieces into lines: `feed(all text so far)` hands each complete line
 * but the last to `onLine` once; the text is only scanned where it is new.
 */
function lineSplitter(onLine: (line: string) => void) {
  let start = 0;
  let scanned = 0;
  return (text: string) => {
    for (;;) {
      const end = text.indexOf("\n", Math.max(start, scanned));
      if (end < 0) {
        scanned = text.length;
        return;
      }
      const line = text.slice(start, end);
      start = end + 1;
      scanned = start;
      if (line) onLine(line);
    }
  };
}

export function uploadImport(
  file: File,
  onProgress: (sent: number, total: number) => void,
  onServerProgress: (p: ServerProgress) => void,
): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/import");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", PROGRESS_TYPE);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    const lines: string[] = [];
    const feed = lineSplitter((line) => {
      lines.push(line);
      // Progress lines are small; the preview's line (megabytes) is parsed once, at the end.
      if (line.length < 200) {
        const value: unknown = JSON.parse(line);
        if (isProgress(value)) onServerProgress(value);
      }
    });
    xhr.onprogress = () => {
      if (xhr.status >= 200 && xhr.status < 300) feed(xhr.responseText);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      feed(xhr.responseText);
      try {
        resolve(finalLine<ImportPreview>(lines.at(-1) ?? "{}", "id"));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new Error("The file could not be sent. Check your connection."));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

/** POST /api/import/{id}/commit, hearing `{ done, total }` as the tasks are written. */
export async function commitImport(
  id: string,
  onServerProgress: (p: ServerProgress) => void,
): Promise<ImportCommitResult> {
  const res = await apiRequest("POST", `/api/import/${id}/commit`, undefined, {
    Accept: PROGRESS_TYPE,
  });
  const lines: string[] = [];
  const feed = lineSplitter((line) => {
    lines.push(line);
    const value: unknown = JSON.parse(line);
    if (isProgress(value)) onServerProgress(value);
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    feed(text);
  }
  return finalLine<ImportCommitResult>(lines.at(-1) ?? "{}", "created");
}
