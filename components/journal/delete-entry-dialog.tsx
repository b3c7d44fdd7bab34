"use client";

import { useState } from "react";
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
import { deleteJournal } from "./journal-changes";

/** Spec §5: "Are you sure you want to delete this journal entry?" — closes once deleted. */
type Props = { entry: JournalDto | null; onClose: () => void; onDeleted: (id: number) => void; onRestored: (entry: JournalDto) => void };

export function DeleteEntryDialog({ entry, onClose, onDeleted, onRestored }: Props) {
  const [deleting, setDeleting] = useState(false);
  const remove = async (target: JournalDto) => {
    setDeleting(true);
    const deleted = await deleteJournal(target.id, onRestored);
    setDeleting(false);
    if (!deleted) return;
    onDeleted(target.id);
    onClose();
  };
  return (
    <AlertDialog open={entry !== null} onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Journal Entry</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete this journal entry?</AlertDialogDescription>
        </AlertDialogHeader>
        {entry && <p className="break-words text-sm font-medium">&ldquo;{entry.title}&rdquo;</p>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={deleting}
            onClick={() => entry && void remove(entry)}
          >
            {deleting && <Loader2 className="animate-spin" aria-hidden />}
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
