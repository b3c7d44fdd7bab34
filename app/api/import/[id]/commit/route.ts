// POST /api/import/{id}/commit: writes the preview in one transaction; 201, and 409 the second time.
// With `Accept: application/x-ndjson` the 201 answer reports progress line by line while the rows
// are written (lib/import/streamed.ts), for the browser's progress bar.
import { route } from "@/lib/http/handler";
import { importIdParam } from "@/lib/import/schemas";
import { commitImport } from "@/lib/import/commit";
import { commitWithProgress, wantsProgress } from "@/lib/import/streamed";

export const POST = route({ params: importIdParam }, async ({ userId, params, req }) =>
  wantsProgress(req)
    ? commitWithProgress(userId, params.id)
    : Response.json(await commitImport(userId, params.id), { status: 201 }),
);
