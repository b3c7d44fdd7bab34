// Stored images that no board or item of the user uses (a generated image never added, an upload
// the user walked away from) are deleted once they are a day old. Run on write (each upload or
// generation sweeps the uploader's own folder first, so what counts against the 300-image quota
// is only what the user keeps) and, for users who never come back, by a sweep of every user every
// few hours in a long-lived server (sweepAllUnusedImages, started by instrumentation.ts).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deletedRows, users } from "@/db/schema";
import { deleteUserImage, imageIdFromUrl, listUserImages } from "@/lib/storage/images";
import { boardPictureUrls } from "./export-pictures";

/** Unused images older than this are deleted; younger ones may still be on their way to a board. */
export const UNUSED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The ids of the user's images that a board, an item or a deleted item (until purged) points at. */
async function usedImageIds(userId: string): Promise<Set<string>> {
  const db = await getDb();
  const [inUse, trashed] = await Promise.all([
    boardPictureUrls(userId),
    // Deleted items waiting for Undo (lib/trash/data.ts) still need their images.
    db
      .select({ url: sql<string | null>`${deletedRows.data} ->> 'image_url'` })
      .from(deletedRows)
      .where(and(eq(deletedRows.userId, userId), eq(deletedRows.kind, "item"))),
  ]);
  return new Set(
    [...inUse, ...trashed.map((r) => r.url)]
      .map((url) => (url ? imageIdFromUrl(url) : null))
      .filter((id): id is string => id !== null),
  );
}

/** Deletes the user's unused images older than a day; returns how many images remain stored. */
export async function sweepUnusedImages(userId: string, now = new Date()): Promise<number> {
  const images = await listUserImages(userId);
  const cutoff = now.getTime() - UNUSED_IMAGE_TTL_MS;
  const old = images.filter((img) => img.storedAt.getTime() <= cutoff);
  if (old.length === 0) return images.length;
  const used = await usedImageIds(userId);
  const unused = old.filter((img) => !used.has(img.id));
  await Promise.all(unused.map((img) => deleteUserImage(userId, img.id)));
  return images.length - unused.length;
}

/** How often a long-lived server sweeps every user's images. */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Sweeps every user's unused images, one user at a time (a sweep is a folder listing and two
 * small queries), so an image nobody uses is gone within a day and a few hours even if its owner
 * never uploads again. Returns how many users were swept; one user's failure does not stop it.
 */
export async function sweepAllUnusedImages(now = new Date()): Promise<number> {
  const db = await getDb();
  const all = await db.select({ id: users.id }).from(users);
  for (const { id } of all) {
    try {
      await sweepUnusedImages(id, now);
    } catch (err) {
      console.error(`[images] sweep failed for one user:`, (err as Error).message);
    }
  }
  return all.length;
}

/** Starts the periodic sweep in this process (a long-lived server); the timer never keeps it alive. */
export function startImageSweeper(): void {
  const run = () =>
    void sweepAllUnusedImages().catch((err: unknown) =>
      console.error("[images] sweep failed:", (err as Error).message),
    );
  setTimeout(run, 60_000).unref();
  setInterval(run, SWEEP_EVERY_MS).unref();
}
