"use client";
// Moving tasks to another day in one step (POST /api/tasks/reschedule), with Undo through the
// usual toast: Undo gives every task back the day (and, after "No date", the time and rule) it had.
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { TaskDto } from "@/lib/tasks/schemas";
import { toast } from "@/components/ui/use-toast";
import { toastWithUndo } from "@/components/ui/undo-toast";
import { useInvalidateTasks } from "./use-tasks";

type Before = Pick<TaskDto, "id" | "dueDate" | "dueTime" | "recurrence">;

/** Puts the old schedules back: one call per old day, or a PATCH each after "No date" had cleared times and rules. */
async function restore(before: Before[], movedTo: string | null): Promise<void> {
  if (movedTo === null) {
    for (const t of before)
      await apiJson("PATCH", `/api/tasks/${t.id}`, {
        dueDate: t.dueDate,
        dueTime: t.dueTime,
        recurrence: t.recurrence,
      });
    return;
  }
  const byDay = new Map<string | null, number[]>();
  for (const t of before) byDay.set(t.dueDate, [...(byDay.get(t.dueDate) ?? []), t.id]);
  for (const [dueDate, ids] of byDay)
    await apiJson("POST", "/api/tasks/reschedule", { ids, dueDate });
}

/**
 * Moves the tasks and offers Undo. A plain function over the query client (not a hook), so the
 * dashboard loads it with the first "Move all to today" rather than with the page.
 */
async function moveTasks(
  queryClient: QueryClient,
  invalidate: () => Promise<unknown>,
  tasks: TaskDto[],
  dueDate: string | null,
  title: string,
): Promise<void> {
  if (tasks.length === 0) return;
  const before: Before[] = tasks.map(({ id, dueDate: d, dueTime, recurrence }) => ({
    id,
    dueDate: d,
    dueTime,
    recurrence,
  }));
  const ids = new Set(tasks.map((t) => t.id));
  // Shown at once; the refetch confirms.
  queryClient.setQueryData<TaskDto[]>(queryKeys.tasks, (old) =>
    old?.map((t) =>
      ids.has(t.id)
        ? { ...t, dueDate, ...(dueDate === null ? { dueTime: null, recurrence: null } : {}) }
        : t,
    ),
  );
  try {
    await apiJson("POST", "/api/tasks/reschedule", { ids: [...ids], dueDate });
  } catch (err) {
    await invalidate();
    toast({
      title: "Failed to move tasks",
      description: serverMessage(err, "Please try again later."),
      variant: "destructive",
    });
    return;
  }
  await invalidate();
  toastWithUndo({
    title,
    description: tasks.length === 1 ? `"${tasks[0]!.description}"` : `${tasks.length} tasks`,
    undoneTitle: tasks.length === 1 ? "Task moved back" : "Tasks moved back",
    undo: async () => {
      await restore(before, dueDate);
      await invalidate();
    },
  });
}

/** For the (lazily loaded) row menu: moveTasks bound to this page's query client. */
export function useReschedule() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return (tasks: TaskDto[], dueDate: string | null, title: string) =>
    moveTasks(queryClient, invalidate, tasks, dueDate, title);
}
