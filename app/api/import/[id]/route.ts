// PATCH /api/import/{id}: move whole lists or single tasks to another area, or leave tasks out.
// DELETE /api/import/{id}: before a commit, discard the preview; after it, undo the whole import.
import { route } from "@/lib/http/handler";
import { adjustImportSchema, importIdParam } from "@/lib/import/schemas";
import { adjustPreview } from "@/lib/import/preview";
import { undoImport } from "@/lib/import/undo";

export const PATCH = route(
  { params: importIdParam, body: adjustImportSchema },
  ({ userId, params, body }) => adjustPreview(userId, params.id, body),
);

export const DELETE = route({ params: importIdParam }, ({ userId, params }) =>
  undoImport(userId, params.id),
);
