"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { useDeleteBoard } from "./use-vision-boards";

type Props = { board: VisionBoardDto | null; onClose: () => void; onDeleted: (id: number) => void };

export function DeleteBoardDialog({ board, onClose, onDeleted }: Props) {
  // The mutation's own toasts report success and failure; the dialog closes on success.
  const remove = useDeleteBoard(onDeleted);
  return (
    <ConfirmDialog
      open={board !== null}
      onClose={onClose}
      title="Are you sure?"
      description={
        <>
          This will permanently delete your vision board &quot;{board?.title}&quot;. This action
          cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={async () => {
        if (!board) return false;
        return remove.mutateAsync(board.id).then(
          () => true,
          () => false,
        );
      }}
    />
  );
}
