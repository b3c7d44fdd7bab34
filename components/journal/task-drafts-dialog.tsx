"use client";

import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { DEFAULT_CATEGORY, isCategory } from "@/lib/categories";
import type { DraftsState } from "./use-journal-tasks";
import type { TaskRow } from "./task-rows";
import { TaskListEditor } from "./task-list-editor";

type Props = {
  drafts: DraftsState | null;
  error: string | null;
  saving: boolean;
  label: (category: string) => string;
  onRowsChange: (rows: TaskRow[]) => void;
  onCancel: () => void;
  onSave: () => void;
};

/** The review dialog (AI drafts) and the manual dialog share one editable list (spec §4). */
export function TaskDraftsDialog({
  drafts,
  error,
  saving,
  label,
  onRowsChange,
  onCancel,
  onSave,
}: Props) {
  const review = drafts?.kind === "review";
  const area =
    drafts && isCategory(drafts.entry.category) ? drafts.entry.category : DEFAULT_CATEGORY;
  return (
    <Dialog open={drafts !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{review ? "Review Extracted Tasks" : "Create Tasks"}</DialogTitle>
          <DialogDescription>
            {review
              ? `AI found these tasks in "${drafts?.entry.title}". Edit, remove or add tasks, then save them to your list.`
              : `Add tasks inspired by "${drafts?.entry.title}". Rows left empty are skipped.`}
          </DialogDescription>
        </DialogHeader>
        {drafts && (
          <form
            id="journal-tasks-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onSave();
            }}
          >
            <TaskListEditor
              rows={drafts.rows}
              onChange={onRowsChange}
              defaultCategory={area}
              label={label}
              disabled={saving}
            />
            {error && <p className="mt-3 text-sm font-medium text-destructive">{error}</p>}
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="journal-tasks-form" disabled={saving}>
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            Save Tasks
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
