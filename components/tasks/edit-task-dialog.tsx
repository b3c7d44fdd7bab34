"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
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
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { TASK_NOTES_MAX } from "@/lib/tasks/shapes";
import { Label } from "@/components/ui/label";
import { CategorySelect } from "./category-select";
import { startTimer } from "@/components/timer/timer-actions";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { isCategory, type Category } from "@/lib/categories";
import type { TaskDto } from "@/lib/tasks/schemas";
import { useCategoryLabel } from "./use-category-label";
import { ScheduleFields } from "./schedule-fields";
import { EstimateField } from "./estimate-field";
import {
  QUEUED,
  useDeleteTask,
  useTasks,
  useTaskUndo,
  useUpdateTask,
  type TaskSchedule,
} from "./use-tasks";
import { TimeSpentField } from "@/components/timer/time-spent-field";
import { usePlannerNow } from "./planner-clock";
import { toastWithUndo } from "@/components/ui/undo-toast";
import type { TaskItemDto } from "@/lib/tasks/shapes";
import { TaskChecklist } from "./task-checklist";
import type { GoalDto } from "@/lib/goals/shapes";

type Props = { task: TaskDto | null; onClose: () => void };

export function EditTaskDialog({ task, onClose }: Props) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Task</DialogTitle>
          <DialogDescription>
            Change the description, the life area or the due date, or delete the task.
          </DialogDescription>
        </DialogHeader>
        {task && <EditTaskForm key={task.id} taskId={task.id} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

type TaskWithItems = TaskDto & { items?: TaskItemDto[] };

function EditTaskForm({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const { data: task, isLoading } = useQuery<TaskWithItems>({
    queryKey: queryKeys.task(taskId),
    staleTime: 0,
  });
  if (isLoading || !task) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading task details...
      </p>
    );
  }
  return <EditTaskFields task={task} onClose={onClose} />;
}

function EditTaskFields({ task, onClose }: { task: TaskWithItems; onClose: () => void }) {
  const taskId = task.id;
  const [description, setDescription] = useState(task.description);
  const [notes, setNotes] = useState(task.notes ?? "");
  const [category, setCategory] = useState<Category | "">(
    isCategory(task.category) ? task.category : "",
  );
  const [schedule, setSchedule] = useState<TaskSchedule>({
    dueDate: task.dueDate,
    dueTime: task.dueTime,
    recurrence: task.recurrence,
  });
  const [estimateMinutes, setEstimateMinutes] = useState<number | null>(
    task.estimateMinutes ?? null,
  );
  const [goalId, setGoalId] = useState<number | null>(task.goalId ?? null);
  // Issue 45: the goals a task can belong to (the active ones, and the one it has).
  const { data: goals } = useQuery<GoalDto[]>({ queryKey: queryKeys.goals });
  const goalChoices = (goals ?? []).filter((g) => g.status === "active" || g.id === task.goalId);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const undo = useTaskUndo();
  const label = useCategoryLabel();
  // The minutes spent come with the list (actualMinutes, issue 46); time is added by hand here.
  const { data: list } = useTasks();
  const now = usePlannerNow();

  const save = () => {
    if (!description.trim() || !category) {
      toast({
        title: "Invalid input",
        description: "Task description cannot be empty.",
        variant: "destructive",
      });
      return;
    }
    update.mutate(
      {
        id: taskId,
        patch: {
          description: description.trim(),
          category,
          ...schedule,
          estimateMinutes,
          notes: notes.trim() === "" ? null : notes,
          ...(goalId !== (task.goalId ?? null) ? { goalId } : {}),
        },
      },
      {
        onSuccess: (result) => {
          if (result === QUEUED) {
            toast({
              title: "Saved on this device",
              description: "No network: your changes will be saved when you are back online.",
            });
            return onClose();
          }
          if (goalId !== (task.goalId ?? null))
            void queryClient.invalidateQueries({ queryKey: queryKeys.goals });
          toast({ title: "Task updated", description: "Your changes have been saved." });
          onClose();
        },
        onError: (err) =>
          toast({
            title: "Failed to update task",
            description: serverMessage(err, "Please try again later."),
            variant: "destructive",
          }),
      },
    );
  };

  const destroy = () =>
    remove.mutate(taskId, {
      onSuccess: () => {
        toastWithUndo({
          title: "Task deleted",
          description: "The task has been removed.",
          undoneTitle: "Task restored",
          undo: () => undo.restore(taskId),
        });
        onClose();
      },
      onError: (err) =>
        toast({
          title: "Failed to delete task",
          description: serverMessage(err, "Please try again later."),
          variant: "destructive",
        }),
    });

  if (confirming) {
    return (
      <div className="space-y-4" role="group" aria-labelledby="confirm-delete-title">
        <h3 id="confirm-delete-title" className="font-semibold">
          Confirm deletion
        </h3>
        <p className="text-sm text-muted-foreground">
          Are you sure you want to delete this task? You can undo it for a few seconds after.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={destroy} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="space-y-2">
        <Label htmlFor="edit-task-description">Task Description</Label>
        <Input
          id="edit-task-description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={500}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="edit-task-notes">Notes</Label>
        {/* Grows with its text (field-sizing: content), up to a third of the screen, then scrolls. */}
        <Textarea
          id="edit-task-notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={TASK_NOTES_MAX}
          rows={2}
          className="max-h-[33vh]"
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="edit-task-category">Category</Label>
        <CategorySelect
          id="edit-task-category"
          className="w-full"
          value={category}
          onChange={setCategory}
          label={label}
        />
      </div>
      <ScheduleFields idPrefix="edit-task" value={schedule} onChange={setSchedule} />
      <EstimateField idPrefix="edit-task" value={estimateMinutes} onChange={setEstimateMinutes} />
      <TimeSpentField
        taskId={taskId}
        description={task.description}
        actualMinutes={list?.find((t) => t.id === taskId)?.actualMinutes}
        today={now.date}
      />
      {goalChoices.length > 0 && (
        <div className="space-y-2">
          <Label htmlFor="edit-task-goal">Goal</Label>
          <select
            id="edit-task-goal"
            value={goalId ?? ""}
            onChange={(e) => setGoalId(e.target.value ? Number(e.target.value) : null)}
            className="border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] md:text-sm"
          >
            <option value="">No goal</option>
            {goalChoices.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </div>
      )}
      <TaskChecklist taskId={taskId} items={task.items ?? []} />
      <DialogFooter className="gap-2 sm:justify-between">
        <div className="flex gap-2">
          <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
            Delete
          </Button>
          {!task.completed && (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                void startTimer({ taskId: task.id }, task.description);
                onClose();
              }}
            >
              Start timer
            </Button>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
