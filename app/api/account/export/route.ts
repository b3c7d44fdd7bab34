import { route } from "@/lib/http/handler";
import { exportFileName, exportStream } from "@/lib/account/export";

// Streamed: a large account's export is written a batch at a time, never held whole
// (docs/decisions/export-stream.md). A returned Response passes through the wrapper as it is.
export const GET = route(
  {},
  async ({ userId }) =>
    new Response(await exportStream(userId), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName()}"`,
        "Cache-Control": "no-store",
      },
    }),
);
