// GET /api/import: the imports of the last week that can still be undone (lib/import/history.ts).
// POST /api/import (issue 43): a file from another app (multipart/form-data: `file`, optional
// `source`) read into a preview that lives 24 hours; nothing else is written. 413 above 20 MB,
// cut off while the body is still coming. With `Accept: application/x-ndjson`, progress lines come
// before the preview (lib/import/streamed.ts).
import { route } from "@/lib/http/handler";
import { previewUpload } from "@/lib/import/upload";
import { IMPORT_MAX_BYTES } from "@/lib/import/shapes";
import { recentImports } from "@/lib/import/history";
import { wantsProgress } from "@/lib/import/streamed";

export const GET = route({}, async ({ userId }) => recentImports(userId));

// The form's boundaries and headers around the file take a few hundred bytes; 64 KB is ample.
const FORM_OVERHEAD_BYTES = 64 * 1024;

export const POST = route(
  { multipart: { maxBytes: IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES } },
  async ({ userId, form, req }) => previewUpload(userId, form!, wantsProgress(req)),
);
