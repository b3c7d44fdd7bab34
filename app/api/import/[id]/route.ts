// PATCH /api/import/{id}: move whole lists or single tasks to another area, or leave tasks out;
// the changed preview is sent a piece at a time (lib/import/streamed.ts).
// DELETE /api/import/{id}: before a commit, discard the preview; after it, undo the whole import.
import { route } from "@/lib/http/handler";
import { adjustImportSchema, importIdParam } from "@/lib/import/schemas";
import { adjustPreview } from "@/lib/import/preview";
import { undoImport } from "@/lib/import/undo";
import { previewResponse } from "@/lib/import/streamed";

export const PATCH = route(
  { params: importIdParam, body: adjustImportSchema },
  async ({ userId, params, body }) => previewResponse(await adjustPreview(userId, params.id, body)),
);

export const DELETE = route({ params: importIdParam }, ({ userId, params }) =>
  undoImport(userId, params.id),
);
