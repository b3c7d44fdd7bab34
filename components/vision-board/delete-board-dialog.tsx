"use client";

import { Loader2 } from "@/components/ui/icons";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useDeleteBoard } from "./use-vision-boards";

type Props = { board: VisionBoardDto | null; onClose: () => void; onDeleted: (id: number) => void };

export function DeleteBoardDialog({ board, onClose, onDeleted }: Props) {
  const remove = useDeleteBoard((id) => {
    onClose();
    onDeleted(id);
  });
  return (
    <AlertDialog open={board !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete your vision board &quot;{board?.title}&quot;. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete finishes. */}
          <Button variant="destructive" disabled={remove.isPending} onClick={() => board && remove.mutate(board.id)}>
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
