// POST /api/import/{id}/commit: writes the preview in one transaction; 201, and 409 the second time.
import { route } from "@/lib/http/handler";
import { importIdParam } from "@/lib/import/schemas";
import { commitImport } from "@/lib/import/commit";

export const POST = route({ params: importIdParam }, async ({ userId, params }) =>
  Response.json(await commitImport(userId, params.id), { status: 201 }),
);
