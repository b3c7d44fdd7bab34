// Items on a vision board. Items carry their own userId, so every query is scoped without a join.
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { visionBoardItems } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";
import { assertBoardOwned } from "./data";
import { toItemDto } from "./to-dto";
import { assertOwnImageUrl } from "@/lib/storage/image-refs";
import { restoreRow, trashRow } from "@/lib/trash/data";
import type { CreateItemInput, UpdateItemInput, VisionBoardItemDto } from "./schemas";

const owned = (userId: string, id: number) =>
  and(eq(visionBoardItems.userId, userId), eq(visionBoardItems.id, id));

/** Oldest first, so later items paint on top of earlier ones on the canvas. */
export async function listItems(userId: string, boardId: number): Promise<VisionBoardItemDto[]> {
  await assertBoardOwned(userId, boardId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(visionBoardItems)
    .where(and(eq(visionBoardItems.userId, userId), eq(visionBoardItems.visionBoardId, boardId)))
    .orderBy(asc(visionBoardItems.createdAt), asc(visionBoardItems.id));
  return rows.map(toItemDto);
}

export async function createItem(
  userId: string,
  boardId: number,
  input: CreateItemInput,
): Promise<VisionBoardItemDto> {
  await assertBoardOwned(userId, boardId);
  await assertOwnImageUrl(userId, input.imageUrl);
  const db = await getDb();
  const [row] = await db
    .insert(visionBoardItems)
    .values({
      visionBoardId: boardId,
      userId,
      imageUrl: input.imageUrl,
      description: input.description,
      positionX: input.positionX,
      positionY: input.positionY,
    })
    .returning();
  return toItemDto(row!);
}

export async function moveItem(
  userId: string,
  id: number,
  patch: UpdateItemInput,
): Promise<VisionBoardItemDto> {
  const db = await getDb();
  const [row] = await db.update(visionBoardItems).set(patch).where(owned(userId, id)).returning();
  if (!row) throw notFound("Vision board item");
  return toItemDto(row);
}

/**
 * Deletes the item, restorable for a day (lib/trash/data.ts). Its image stays stored until the
 * item is purged, so Undo brings the picture back too.
 */
export async function deleteItem(userId: string, id: number): Promise<void> {
  if (!(await trashRow("item", userId, id))) throw notFound("Vision board item");
}

/** Undo of a delete: the item comes back on its board, at its place; 404 once the board is gone. */
export async function restoreItem(userId: string, id: number): Promise<VisionBoardItemDto> {
  if (!(await restoreRow("item", userId, id))) throw notFound("Deleted vision board item");
  const db = await getDb();
  const [row] = await db.select().from(visionBoardItems).where(owned(userId, id));
  if (!row) throw notFound("Vision board item");
  return toItemDto(row);
}
