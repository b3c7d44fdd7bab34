"use client";
// What issue 29 adds to the task panel, kept out of task-panel.tsx: the keyboard shortcuts, the
// command palette's "open this task" (its edit dialog), and delete with Undo without a
// confirmation (the shortcut's and the row menu's path; the edit dialog keeps its confirmation).
import { useState, type RefObject } from "react";
import { showShortcuts } from "./shortcuts-event";
import { useSettings } from "@/components/settings/use-settings";
import { toast } from "@/components/ui/use-toast";
import { toastWithUndo } from "@/components/ui/undo-toast";
import { serverMessage } from "@/lib/api/client";
import type { TaskDto } from "@/lib/tasks/schemas";
import { useOpenRequest } from "@/components/search/open-target";
import type { TodoScope } from "./task-views";
import { useDeleteTask, useTaskUndo, useUpdateTask } from "./use-tasks";
import type { Category } from "@/lib/categories";
import { useTaskShortcuts } from "./use-task-shortcuts";

type Args = {
  area: RefObject<HTMLElement | null>;
  tasks: TaskDto[];
  toggleComplete: (task: TaskDto) => void;
  toggleImportant: (task: TaskDto) => void;
  setEditing: (task: TaskDto) => void;
  setView: (view: "todo" | "completed") => void;
  setScope: (scope: TodoScope) => void;
};

export function useTaskFlow({
  area,
  tasks,
  toggleComplete,
  toggleImportant,
  setEditing,
  setView,
  setScope,
}: Args) {
  const [openId, setOpenId] = useState<number | null>(null);
  const remove = useDeleteTask();
  const undo = useTaskUndo();
  const update = useUpdateTask();
  const moveTo = (task: TaskDto, category: Category) =>
    update.mutate(
      { id: task.id, patch: { category } },
      {
        onError: (err) =>
          toast({
            title: "Failed to move task",
            description: serverMessage(err, "Please try again later."),
            variant: "destructive",
          }),
      },
    );

  const deleteWithUndo = (task: TaskDto) =>
    remove.mutate(task.id, {
      onSuccess: () =>
        toastWithUndo({
          title: "Task deleted",
          description: `"${task.description}"`,
          undoneTitle: "Task restored",
          undo: () => undo.restore(task.id),
        }),
      onError: (err) =>
        toast({
          title: "Failed to delete task",
          description: serverMessage(err, "Please try again later."),
          variant: "destructive",
        }),
    });

  // Single keys can be turned off in Settings (issue 47, WCAG 2.1.4); on until the settings say.
  const enabled = useSettings().data?.keyboardShortcuts ?? true;
  useTaskShortcuts(area, {
    enabled,
    tasks,
    onToggleComplete: toggleComplete,
    onToggleImportant: toggleImportant,
    onEdit: setEditing,
    onDelete: deleteWithUndo,
    onScope: (scope) => {
      setView("todo");
      setScope(scope);
    },
    onHelp: showShortcuts,
  });

  // The palette may ask before the list has loaded: the request waits for it.
  useOpenRequest("task", setOpenId);
  const target = openId === null ? undefined : tasks.find((t) => t.id === openId);
  // Adjusting state while rendering (this hook runs in the panel's render), not in an effect.
  if (target) {
    setOpenId(null);
    setEditing(target);
  }

  return { deleteWithUndo, moveTo };
}
