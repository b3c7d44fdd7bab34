// GET /api/export/ics (issue 43): every task as a VTODO, for Thunderbird, tasks.org and the like.
import { route } from "@/lib/http/handler";
import { exportIcs } from "@/lib/export/ics";

export const GET = route(
  {},
  async ({ userId }) =>
    new Response(await exportIcs(userId), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="balance-tasks-${new Date().toISOString().slice(0, 10)}.ics"`,
        "Cache-Control": "private, no-store",
      },
    }),
);
