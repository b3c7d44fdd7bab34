"use client";
// Done and reopen on a task row: the completion toast offers Undo (reopening the task and taking
// back a repeating task's next occurrence) and "Add time spent"; a full account says why a
// repeating task's next occurrence could not be made.
import type { TaskDto } from "@/lib/tasks/schemas";
import { dueLabel } from "@/lib/tasks/due-dates";
import { ApiRequestError, serverMessage } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { toastWithUndo } from "@/components/ui/undo-toast";
import { usePlannerNow } from "./planner-clock";
import { QUEUED, useTaskUndo, useUpdateTask } from "./use-tasks";

type Options = {
  /** After a task is done (the dashboard's celebration). */
  onCompleted?: () => void;
  /** The toast's "Add time spent". */
  onAddTime: (task: TaskDto) => void;
};

export function useCompleteToggle({ onCompleted, onAddTime }: Options) {
  const update = useUpdateTask();
  const undo = useTaskUndo();
  const now = usePlannerNow();
  return (task: TaskDto) =>
    update.mutate(
      { id: task.id, patch: { completed: !task.completed } },
      {
        onSuccess: (result) => {
          if (task.completed) return;
          onCompleted?.();
          // Ticked offline: it is queued and syncs later; Undo needs the server's answer.
          if (result === QUEUED) return;
          const { next } = result;
          const when = next ? dueLabel(next, now.date) : "";
          toastWithUndo({
            title: next ? "Next one scheduled" : "Task completed",
            description: next
              ? `"${next.description}" is due ${when === "Today" || when === "Tomorrow" ? when.toLowerCase() : when}.`
              : `"${task.description}"`,
            undoneTitle: "Task reopened",
            undo: () => undo.reopen(task.id, next),
            more: { label: "Add time spent", onClick: () => onAddTime(task) },
          });
        },
        // A full account (a repeating task's next occurrence has no room) says what to do.
        onError: (err) =>
          toast({
            title: "Failed to update task",
            description:
              err instanceof ApiRequestError && err.code === "TOO_MANY_TASKS"
                ? serverMessage(err, "Please try again later.")
                : "Please try again later.",
            variant: "destructive",
          }),
      },
    );
}
