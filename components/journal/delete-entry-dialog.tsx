"use client";

import { Loader2 } from "@/components/ui/icons";
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
import type { JournalDto } from "@/lib/journal/rules";
import { useDeleteJournal } from "./use-journals";

/** Spec §5: "Are you sure you want to delete this journal entry?" — closes once deleted. */
export function DeleteEntryDialog({ entry, onClose }: { entry: JournalDto | null; onClose: () => void }) {
  const remove = useDeleteJournal();
  return (
    <AlertDialog open={entry !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Journal Entry</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete this journal entry?</AlertDialogDescription>
        </AlertDialogHeader>
        {entry && <p className="break-words text-sm font-medium">&ldquo;{entry.title}&rdquo;</p>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => entry && remove.mutate(entry.id, { onSuccess: onClose })}
          >
            {remove.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
