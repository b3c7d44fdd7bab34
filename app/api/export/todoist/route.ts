// GET /api/export/todoist (issue 43): a ZIP of one Todoist template CSV per area.
import { route } from "@/lib/http/handler";
import { exportTodoistZip } from "@/lib/export/todoist";

export const GET = route({}, async ({ userId }) => {
  const zip = await exportTodoistZip(userId);
  return new Response(new Uint8Array(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="balance-todoist-${new Date().toISOString().slice(0, 10)}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
});
