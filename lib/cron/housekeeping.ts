// The daily clean-up a serverless host cannot run on a timer: deleted rows past their 24 hours of
// Undo are purged (lib/trash/data.ts), every user's unused images past a day are deleted
// (lib/vision-boards/image-sweep.ts) and import previews past their 24 hours go (lib/import). A
// long-lived server also runs the first two on its own timers.
import "server-only";
import { purgeExpiredRows } from "@/lib/trash/data";
import { sweepAllUnusedImages } from "@/lib/vision-boards/image-sweep";
import { purgeExpiredPreviews } from "@/lib/import/preview";

export async function runHousekeeping(
  now = new Date(),
): Promise<{ purgedRows: number; usersSwept: number; purgedImports: number }> {
  const purgedRows = await purgeExpiredRows(undefined, now);
  const usersSwept = await sweepAllUnusedImages(now);
  const purgedImports = await purgeExpiredPreviews(now);
  return { purgedRows, usersSwept, purgedImports };
}
