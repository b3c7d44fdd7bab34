// The scheduler's credential for every GET /api/cron/* job: `Authorization: Bearer $CRON_SECRET`
// (what Vercel Cron sends). Without CRON_SECRET configured the route refuses every call.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors/api-error";

const digest = (s: string) => createHash("sha256").update(s).digest();

export function checkCronSecret(req: Request): void {
  const secret = process.env.CRON_SECRET;
  if (!secret)
    throw new ApiError("NOT_CONFIGURED", "Scheduled jobs are not configured: set CRON_SECRET.");
  const header = req.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7) : "";
  // Compared as digests: equal length, constant time.
  if (!given || !timingSafeEqual(digest(given), digest(secret)))
    throw new ApiError("UNAUTHORIZED", "Missing or wrong cron secret");
}
