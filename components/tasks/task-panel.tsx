"use client";

import { lazy, useRef, useState } from "react";
import { Loader2, Wand2 } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { toast } from "@/components/ui/use-toast";
import { MountWhen } from "@/components/ui/mount-when";
import type { TaskDto } from "@/lib/tasks/schemas";
import { PlainTaskList } from "./plain-task-list";
import type { TaskListProps } from "./task-list-types";
import { useCategoryLabel } from "./use-category-label";
import { useSortableList } from "./use-sortable-list";
import { usePrioritizeTasks, useReorderTasks, useTasks, useUpdateTask } from "./use-tasks";

// The edit dialog (Radix Dialog and Select) loads when a task is first opened.
const EditTaskDialog = lazy(() => import("./edit-task-dialog").then((m) => ({ default: m.EditTaskDialog })));

export type TaskView = "todo" | "completed";

type Props = { onCompleted?: () => void };

export function TaskPanel({ onCompleted }: Props) {
  const [view, setView] = useState<TaskView>("todo");
  const [editing, setEditing] = useState<TaskDto | null>(null);
  const { data: tasks, isLoading, error } = useTasks();
  const label = useCategoryLabel("taskList");
  const update = useUpdateTask();
  const reorder = useReorderTasks();
  const prioritize = usePrioritizeTasks();
  const listArea = useRef<HTMLDivElement>(null);
  const { Sortable, want: wantSortable } = useSortableList(listArea);

  const visible = (tasks ?? []).filter((t) => t.completed === (view === "completed"));
  const count = visible.length;

  const toggleComplete = (task: TaskDto) =>
    update.mutate(
      { id: task.id, patch: { completed: !task.completed } },
      {
        onSuccess: () => {
          if (!task.completed) onCompleted?.();
        },
        onError: () => toast({ title: "Failed to update task", description: "Please try again later.", variant: "destructive" }),
      },
    );
  // Spec §8: an importance toggle failure is only logged.
  const toggleImportant = (task: TaskDto) =>
    update.mutate({ id: task.id, patch: { important: !task.important } }, { onError: (err) => console.error("Failed to toggle importance", err) });
  const onReorder = (ordered: TaskDto[]) =>
    reorder.mutate(ordered, {
      onError: () => toast({ title: "Failed to reorder tasks", description: "Please try again later.", variant: "destructive" }),
    });
  const runPrioritize = () => {
    if (view !== "todo" || visible.length === 0) return;
    prioritize.mutate(visible, {
      onSuccess: (r) => toast({ title: "Tasks prioritized", description: r.explanation }),
      onError: () => toast({ title: "Failed to prioritize tasks", description: "Please try again later.", variant: "destructive" }),
    });
  };

  const listProps: TaskListProps = { tasks: visible, label, onToggleComplete: toggleComplete, onToggleImportant: toggleImportant, onEdit: setEditing, onReorder };

  return (
    <Card data-tour="task-list">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-xl">Your Tasks</CardTitle>
          <SegmentedControl<TaskView>
            value={view}
            onValueChange={setView}
            aria-label="Task view"
            options={[
              { value: "todo", label: "To Do" },
              { value: "completed", label: "Completed" },
            ]}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 font-medium">
            {view === "todo" ? "Tasks To Do" : "Completed Tasks"}
            <Badge variant="secondary" data-testid="task-count">
              {count} {count === 1 ? "task" : "tasks"}
            </Badge>
          </h3>
          {view === "todo" && count > 0 && (
            <Button type="button" size="sm" variant="secondary" onClick={runPrioritize} disabled={prioritize.isPending} data-tour="prioritize">
              {prioritize.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
              {prioritize.isPending ? "Prioritizing..." : "AI Prioritize"}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent
        ref={listArea}
        className="max-h-[700px] overflow-y-auto"
        onPointerOver={wantSortable}
        onTouchStart={wantSortable}
        onFocus={wantSortable}
      >
        {isLoading ? (
          <div className="space-y-2" role="status" aria-label="Loading tasks">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" data-testid="task-skeleton" />
            ))}
          </div>
        ) : error ? (
          <div className="rounded-lg border border-destructive/40 p-4 text-sm" role="alert">
            <p className="font-medium text-destructive">Failed to load tasks</p>
            <p className="text-muted-foreground">{error instanceof Error && error.message ? error.message : "Please try again later"}</p>
          </div>
        ) : count === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {view === "todo" ? "You don't have any tasks to do. Add your first task!" : "You haven't completed any tasks yet."}
          </p>
        ) : (
          // The sortable list is a module loaded on first intent and held in state: stable once set.
          Sortable ? <Sortable {...listProps} /> : <PlainTaskList {...listProps} />
        )}
      </CardContent>
      <CardFooter className="text-xs text-muted-foreground">
        {view === "todo" ? "Drag to reorder tasks by priority" : "Uncheck to move back to To Do list"}
      </CardFooter>
      <MountWhen when={editing !== null}>
        <EditTaskDialog task={editing} onClose={() => setEditing(null)} />
      </MountWhen>
    </Card>
  );
}
