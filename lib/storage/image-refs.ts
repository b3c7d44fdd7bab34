// Stored images belong to the rows that point at them. A board or item URL is only accepted when
// it names one of the user's own stored images, and a stored image is deleted once no row of that
// user points at it any more (the same URL may sit on a board and on an item).
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deletedRows, visionBoardItems, visionBoards } from "@/db/schema";
import { badRequest, notFound } from "@/lib/errors/api-error";
import {
  deleteUserImage,
  imageIdFromUrl,
  imageUrl,
  isOwnImageUrl,
  isValidImageId,
} from "@/lib/storage/images";

/** Refuses any URL that is not one of this user's stored images (no outside URLs are fetched or kept). */
export async function assertOwnImageUrl(userId: string, url: string): Promise<void> {
  if (!(await isOwnImageUrl(userId, url)))
    throw badRequest("imageUrl must be an image generated for your account", "imageUrl");
}

async function isReferenced(userId: string, url: string): Promise<boolean> {
  const db = await getDb();
  const [board] = await db
    .select({ id: visionBoards.id })
    .from(visionBoards)
    .where(and(eq(visionBoards.userId, userId), eq(visionBoards.imageUrl, url)))
    .limit(1);
  if (board) return true;
  const [item] = await db
    .select({ id: visionBoardItems.id })
    .from(visionBoardItems)
    .where(and(eq(visionBoardItems.userId, userId), eq(visionBoardItems.imageUrl, url)))
    .limit(1);
  if (item) return true;
  // A deleted item waiting for Undo keeps its image until it is purged (lib/trash/data.ts).
  const [trashed] = await db
    .select({ id: deletedRows.id })
    .from(deletedRows)
    .where(
      and(
        eq(deletedRows.userId, userId),
        eq(deletedRows.kind, "item"),
        sql`${deletedRows.data} ->> 'image_url' = ${url}`,
      ),
    )
    .limit(1);
  return Boolean(trashed);
}

/**
 * Deletes the stored images behind these URLs that no row of the user references any more.
 * Called after the rows are gone; a failure here leaves an unreachable file, never a broken row,
 * so it is logged rather than failing the request that already succeeded.
 */
export async function releaseImages(
  userId: string,
  urls: (string | null | undefined)[],
): Promise<void> {
  const unique = [...new Set(urls.filter((u): u is string => typeof u === "string" && u !== ""))];
  for (const url of unique) {
    const id = imageIdFromUrl(url);
    if (!id) continue;
    try {
      if (!(await isReferenced(userId, url))) await deleteUserImage(userId, id);
    } catch (err) {
      console.error(`[vision-boards] could not release image ${id}:`, (err as Error).message);
    }
  }
}

/**
 * A generated image the user threw away ("Generate Another"): deleted unless a board or item
 * uses it. Unknown or foreign ids are a 404, so nobody learns which ids exist.
 */
export async function discardImage(userId: string, id: string): Promise<void> {
  if (!isValidImageId(id) || !(await isOwnImageUrl(userId, imageUrl(id)))) throw notFound("Image");
  await releaseImages(userId, [imageUrl(id)]);
}
