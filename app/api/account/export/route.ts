import { route } from "@/lib/http/handler";
import { exportFileName, exportUserData } from "@/lib/account/export";

export const GET = route(
  {},
  async ({ userId }) =>
    new Response(JSON.stringify(await exportUserData(userId), null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName()}"`,
        "Cache-Control": "no-store",
      },
    }),
);
