// The pictures of the user's boards and items, with their bytes, for the data export: a restore
// (lib/import/balance-json.ts) then needs no login to the old account to bring the boards back.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { visionBoardItems, visionBoards } from "@/db/schema";
import { imageIdFromUrl, readUserImage } from "@/lib/storage/images";

export type ExportedPicture = { url: string; mimeType: string; data: string };

/** The picture addresses the user's boards and their items show (also the image sweep's "in use"). */
export async function boardPictureUrls(userId: string): Promise<string[]> {
  const db = await getDb();
  const [boards, items] = await Promise.all([
    db
      .select({ url: visionBoards.imageUrl })
      .from(visionBoards)
      .where(eq(visionBoards.userId, userId)),
    db
      .select({ url: visionBoardItems.imageUrl })
      .from(visionBoardItems)
      .where(eq(visionBoardItems.userId, userId)),
  ]);
  return [...boards, ...items].map((r) => r.url).filter((url): url is string => Boolean(url));
}

export async function picturesForExport(userId: string): Promise<ExportedPicture[]> {
  const urls = [...new Set(await boardPictureUrls(userId))];
  const out: ExportedPicture[] = [];
  for (const url of urls) {
    const id = imageIdFromUrl(url);
    const image = id ? await readUserImage(userId, id) : null;
    // A picture that is gone from storage is left out; its item then restores without it.
    if (image) out.push({ url, mimeType: image.mimeType, data: image.bytes.toString("base64") });
  }
  return out;
}
