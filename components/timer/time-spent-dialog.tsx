"use client";
// After completing a task, "Add time spent" in the toast opens this (issue 46 item 5): how long it
// took, recorded as a manual time entry. Loaded on first use.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { usePlannerNow } from "@/components/tasks/planner-clock";
import type { TaskDto } from "@/lib/tasks/schemas";
import { TimeSpentField } from "./time-spent-field";

export function TimeSpentDialog({ task, onClose }: { task: TaskDto | null; onClose: () => void }) {
  const now = usePlannerNow();
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How long did it take?</DialogTitle>
          <DialogDescription>{task ? `"${task.description}"` : ""}</DialogDescription>
        </DialogHeader>
        {task && (
          <TimeSpentField
            key={task.id}
            taskId={task.id}
            description={task.description}
            actualMinutes={task.actualMinutes}
            today={now.date}
            onAdded={onClose}
            autoFocus
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
