// The daily clean-up a serverless host cannot run on a timer: deleted rows past their 24 hours of
// Undo are purged (lib/trash/trash.ts) and every user's unused images past a day are deleted
// (lib/vision-boards/image-sweep.ts). A long-lived server also runs both on its own timers.
import "server-only";
import { purgeExpiredRows } from "@/lib/trash/trash";
import { sweepAllUnusedImages } from "@/lib/vision-boards/image-sweep";

export async function runHousekeeping(
  now = new Date(),
): Promise<{ purgedRows: number; usersSwept: number }> {
  const purgedRows = await purgeExpiredRows(undefined, now);
  const usersSwept = await sweepAllUnusedImages(now);
  return { purgedRows, usersSwept };
}
