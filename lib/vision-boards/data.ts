// Vision boards. Every query is scoped by the signed-in user's id.
import "server-only";
import { and, asc, desc, eq, getTableColumns, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { visionBoardItems, visionBoards, type VisionBoardItem } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";
import { COLLAGE_MAX, ITEM_DESCRIPTION_MAX } from "./shapes";
import { ITEM_GAP } from "./free-spot";
import { toBoardDto } from "./to-dto";
import { assertOwnImageUrl, releaseImages } from "@/lib/storage/image-refs";
import type { CreateBoardInput, VisionBoardDto } from "./schemas";

/**
 * The user's boards, newest first, each with its first items for the gallery collage.
 * Two queries in all (boards, then the first COLLAGE_MAX items of every board through a window
 * function), so the gallery never makes one request per board.
 */
export async function listBoards(userId: string): Promise<VisionBoardDto[]> {
  const db = await getDb();
  const boards = await db
    .select()
    .from(visionBoards)
    .where(eq(visionBoards.userId, userId))
    .orderBy(desc(visionBoards.createdAt), desc(visionBoards.id));
  if (boards.length === 0) return [];

  const ranked = db
    .select({
      ...getTableColumns(visionBoardItems),
      rank: sql<number>`row_number() over (partition by ${visionBoardItems.visionBoardId} order by ${visionBoardItems.createdAt}, ${visionBoardItems.id})`.as(
        "rank",
      ),
    })
    .from(visionBoardItems)
    .where(eq(visionBoardItems.userId, userId))
    .as("ranked");
  const previews = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, COLLAGE_MAX))
    .orderBy(asc(ranked.visionBoardId), asc(ranked.rank));

  const byBoard = new Map<number, VisionBoardItem[]>();
  for (const { rank: _rank, ...item } of previews) {
    const list = byBoard.get(item.visionBoardId) ?? [];
    list.push(item);
    byBoard.set(item.visionBoardId, list);
  }
  return boards.map((b) => toBoardDto(b, byBoard.get(b.id)));
}

/**
 * Creates the board. The picture chosen in the create dialog becomes the board's first item
 * (issue 31), placed where the canvas puts a first item (the free spot at its top-left), so it is
 * on the canvas and in Save as Image; the board row keeps it too, as the cover of an empty board.
 */
export async function createBoard(
  userId: string,
  input: CreateBoardInput,
): Promise<VisionBoardDto> {
  if (input.imageUrl) await assertOwnImageUrl(userId, input.imageUrl);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(visionBoards)
      .values({
        userId,
        title: input.title,
        description: input.description,
        imageUrl: input.imageUrl,
      })
      .returning();
    if (!input.imageUrl) return toBoardDto(row!);
    const [item] = await tx
      .insert(visionBoardItems)
      .values({
        visionBoardId: row!.id,
        userId,
        imageUrl: input.imageUrl,
        description: firstItemDescription(input),
        positionX: ITEM_GAP,
        positionY: ITEM_GAP,
      })
      .returning();
    return toBoardDto(row!, [item!]);
  });
}

/** The first item's caption: the board's description (the picture was generated from it), cut to an item's limit. */
const firstItemDescription = (input: CreateBoardInput) =>
  (input.description || input.title).slice(0, ITEM_DESCRIPTION_MAX).trim();

/** Deletes the board with its items (database cascade), then their stored images. */
export async function deleteBoard(userId: string, id: number): Promise<void> {
  const db = await getDb();
  const urls = await db.transaction(async (tx) => {
    const [board] = await tx
      .select({ imageUrl: visionBoards.imageUrl })
      .from(visionBoards)
      .where(and(eq(visionBoards.userId, userId), eq(visionBoards.id, id)));
    if (!board) throw notFound("Vision board");
    const items = await tx
      .select({ imageUrl: visionBoardItems.imageUrl })
      .from(visionBoardItems)
      .where(and(eq(visionBoardItems.userId, userId), eq(visionBoardItems.visionBoardId, id)));
    await tx
      .delete(visionBoards)
      .where(and(eq(visionBoards.userId, userId), eq(visionBoards.id, id)));
    return [board.imageUrl, ...items.map((i) => i.imageUrl)];
  });
  await releaseImages(userId, urls);
}

/** Throws 404 unless the board exists and belongs to the user (another user's board is "not found"). */
export async function assertBoardOwned(userId: string, id: number): Promise<void> {
  const db = await getDb();
  const [board] = await db
    .select({ id: visionBoards.id })
    .from(visionBoards)
    .where(and(eq(visionBoards.userId, userId), eq(visionBoards.id, id)));
  if (!board) throw notFound("Vision board");
}
