"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { JournalDto } from "@/lib/journal/shapes";
import { deleteJournal } from "./journal-changes";

/** Spec §5: "Are you sure you want to delete this journal entry?" — closes once deleted. */
type Props = {
  entry: JournalDto | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
  onRestored: (entry: JournalDto) => void;
};

export function DeleteEntryDialog({ entry, onClose, onDeleted, onRestored }: Props) {
  return (
    <ConfirmDialog
      open={entry !== null}
      onClose={onClose}
      title="Delete Journal Entry"
      description="Are you sure you want to delete this journal entry?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={async () => {
        if (!entry || !(await deleteJournal(entry.id, onRestored))) return false;
        onDeleted(entry.id);
      }}
    >
      {entry && <p className="break-words text-sm font-medium">&ldquo;{entry.title}&rdquo;</p>}
    </ConfirmDialog>
  );
}
