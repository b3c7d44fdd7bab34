"use client";

// The board list (with collage previews) the page opens on, prefetched by the server. Kept apart
// from the mutations (use-vision-boards.ts) so they load with the editor and dialogs that use them.
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";

export function useBoards() {
  return useQuery<VisionBoardDto[]>({ queryKey: queryKeys.visionBoards });
}
