// Row → wire shape (dates as ISO strings, the same as the API and the server prefetch send).
import type { VisionBoard, VisionBoardItem } from "@/db/schema";
import type { VisionBoardDto, VisionBoardItemDto } from "./schemas";

export function toItemDto(i: VisionBoardItem): VisionBoardItemDto {
  return {
    id: i.id,
    visionBoardId: i.visionBoardId,
    imageUrl: i.imageUrl,
    description: i.description,
    positionX: i.positionX,
    positionY: i.positionY,
    createdAt: i.createdAt.toISOString(),
  };
}

export function toBoardDto(b: VisionBoard, previewItems: VisionBoardItem[] = []): VisionBoardDto {
  return {
    id: b.id,
    title: b.title,
    description: b.description,
    imageUrl: b.imageUrl,
    createdAt: b.createdAt.toISOString(),
    previewItems: previewItems.map(toItemDto),
  };
}
