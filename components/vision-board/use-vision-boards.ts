"use client";

// Vision-board data the editor and the dialogs use (loaded with them, on first use): one board's
// items and the mutations with the spec §8 toasts. The board list itself is in use-boards.ts.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type {
  CreateBoardInput,
  CreateItemInput,
  VisionBoardDto,
  VisionBoardItemDto,
} from "@/lib/vision-boards/schemas";
import { toast } from "@/components/ui/use-toast";
import { toastWithUndo } from "@/components/ui/undo-toast";

const errorToast = (err: unknown, fallback: string) =>
  toast({ title: "Error", description: serverMessage(err, fallback), variant: "destructive" });

/** Spec §7: a failed item load is treated as an empty list. */
export function useBoardItems(boardId: number | null) {
  return useQuery<VisionBoardItemDto[]>({
    queryKey: queryKeys.visionBoardItems(boardId ?? 0),
    queryFn: async () => {
      try {
        return await apiJson<VisionBoardItemDto[]>("GET", queryKeys.visionBoardItems(boardId!)[0]);
      } catch (err) {
        console.error("[vision-board] could not load items:", err);
        return [];
      }
    },
    enabled: boardId !== null,
  });
}

export function useCreateBoard(onCreated: (board: VisionBoardDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBoardInput) =>
      apiJson<VisionBoardDto>("POST", "/api/vision-boards", input),
    onSuccess: (board) => {
      queryClient.setQueryData<VisionBoardDto[]>(queryKeys.visionBoards, (old) => [
        board,
        ...(old ?? []),
      ]);
      // The chosen picture is the new board's first item (issue 31): the canvas starts with it.
      queryClient.setQueryData<VisionBoardItemDto[]>(
        queryKeys.visionBoardItems(board.id),
        board.previewItems,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.visionBoards });
      toast({ title: "Vision board created successfully" });
      onCreated(board);
    },
    onError: (err) => errorToast(err, "Failed to create vision board"),
  });
}

export function useDeleteBoard(onDeleted: (id: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<null>("DELETE", `/api/vision-boards/${id}`),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<VisionBoardDto[]>(queryKeys.visionBoards, (old) =>
        old?.filter((b) => b.id !== id),
      );
      queryClient.removeQueries({ queryKey: queryKeys.visionBoardItems(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visionBoards });
      toast({ title: "Vision board deleted successfully" });
      onDeleted(id);
    },
    onError: (err) => errorToast(err, "Failed to delete vision board"),
  });
}

export function useAddItem(boardId: number | null, onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateItemInput) =>
      apiJson<VisionBoardItemDto>("POST", `/api/vision-boards/${boardId}/items`, input),
    onSuccess: (item) => {
      queryClient.setQueryData<VisionBoardItemDto[]>(
        queryKeys.visionBoardItems(item.visionBoardId),
        (old) => [...(old ?? []), item],
      );
      void queryClient.invalidateQueries({
        queryKey: queryKeys.visionBoardItems(item.visionBoardId),
      });
      // The gallery collage shows the first items of each board.
      void queryClient.invalidateQueries({ queryKey: queryKeys.visionBoards });
      toast({ title: "Item added to vision board" });
      onAdded();
    },
    onError: (err) => errorToast(err, "Failed to add item"),
  });
}

export function useRemoveItem(boardId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.visionBoardItems(boardId);
  return useMutation({
    mutationFn: (id: number) => apiJson<null>("DELETE", `/api/vision-board-items/${id}`),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<VisionBoardItemDto[]>(key, (old) => old?.filter((i) => i.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.visionBoards });
      toastWithUndo({
        title: "Item removed from vision board",
        undoneTitle: "Item restored",
        undo: async () => {
          await apiJson<VisionBoardItemDto>("POST", `/api/vision-board-items/${id}/restore`);
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: key }),
            queryClient.invalidateQueries({ queryKey: queryKeys.visionBoards }),
          ]);
        },
      });
    },
    // Not specified by the spec; a silent failure would leave the user wondering, so say so.
    onError: (err) => {
      errorToast(err, "Failed to remove item");
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Saves a dropped item's position. The cache is updated before the request (synchronously, so
 * the item never flickers back to its old place when the drag state is cleared).
 */
export function useMoveItem(boardId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.visionBoardItems(boardId);
  const mutation = useMutation({
    mutationFn: ({
      id,
      positionX,
      positionY,
    }: {
      id: number;
      positionX: number;
      positionY: number;
    }) =>
      apiJson<VisionBoardItemDto>("PATCH", `/api/vision-board-items/${id}`, {
        positionX,
        positionY,
      }),
    // Not specified by the spec: tell the user and show the saved position again.
    onError: (err) => {
      errorToast(err, "Failed to save the item's position");
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (id: number, positionX: number, positionY: number) => {
    queryClient.setQueryData<VisionBoardItemDto[]>(key, (old) =>
      old?.map((i) => (i.id === id ? { ...i, positionX, positionY } : i)),
    );
    mutation.mutate({ id, positionX, positionY });
  };
}
