"use client";

import { ImageIcon, Loader2, Plus } from "@/components/ui/icons";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { Button } from "@/components/ui/button";
import { BoardCard } from "./board-card";

type Props = {
  boards: VisionBoardDto[] | undefined;
  isPending: boolean;
  isError: boolean;
  selectedId: number | null;
  onOpen: (board: VisionBoardDto) => void;
  onSave: (board: VisionBoardDto) => void;
  onDelete: (board: VisionBoardDto) => void;
  onCreate: () => void;
};

export function BoardGallery({
  boards,
  isPending,
  isError,
  selectedId,
  onOpen,
  onSave,
  onDelete,
  onCreate,
}: Props) {
  if (isPending) {
    return (
      <div className="flex justify-center py-16" role="status" aria-label="Loading vision boards">
        <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden />
      </div>
    );
  }
  if (isError || !boards) {
    return <p className="py-16 text-center text-destructive">Failed to load vision boards</p>;
  }
  if (boards.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
        <ImageIcon className="size-12 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">You haven&apos;t created any vision boards yet</p>
        <Button onClick={onCreate}>
          <Plus aria-hidden />
          Create your first vision board
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2" aria-label="Vision boards">
      {boards.map((board) => (
        <li key={board.id} className="min-w-0">
          <BoardCard
            board={board}
            selected={board.id === selectedId}
            onOpen={() => onOpen(board)}
            onSave={() => onSave(board)}
            onDelete={() => onDelete(board)}
          />
        </li>
      ))}
    </ul>
  );
}
