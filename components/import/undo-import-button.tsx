"use client";
// "Undo import" with its confirmation, for the import just made and for the recent ones: DELETE
// /api/import/{id} takes away everything the import created (also what was changed since).
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { plural } from "./import-words";

type Props = {
  id: string;
  /** What the import created, in words ("5 tasks and 3 checklist items"). */
  summary: string;
  size?: "sm";
  onUndone: () => void | Promise<void>;
};

export function UndoImportButton({ id, summary, size, onUndone }: Props) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size={size}>
          Undo import
        </Button>
      }
      title="Undo this import?"
      description={`This removes the ${summary} this import created, also any of them you have changed since.`}
      confirmLabel="Undo import"
      pendingLabel="Undoing..."
      variant="destructive"
      onConfirm={async () => {
        try {
          const res = await apiJson<{ removed: number }>("DELETE", `/api/import/${id}`);
          toast({ title: "Import undone", description: `${plural(res.removed, "item")} removed.` });
          await onUndone();
        } catch (err) {
          toast({
            title: "Could not undo the import",
            description: serverMessage(err, "Please try again."),
            variant: "destructive",
          });
          return false;
        }
      }}
    />
  );
}
