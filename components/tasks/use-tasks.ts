"use client";
// Task queries and mutations. After every change the task list cache is invalidated (spec §7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { sendOrQueue } from "@/lib/offline/outbox-store";
import { loadOutbox } from "@/lib/offline/load-outbox";
import { keepThisPage } from "@/lib/pwa/keep";
import type { TaskDto, UpdatedTaskDto } from "@/lib/tasks/schemas";
import type { Category } from "@/lib/categories";

export function useTasks() {
  return useQuery<TaskDto[]>({ queryKey: queryKeys.tasks });
}

export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  // The page's offline copy is refreshed too, so an offline reopen shows the list as it is now.
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks }).then(keepThisPage);
}

type CategorizeResult = { category: Category; confidence?: number; explanation?: string };

export type TaskSchedule = Pick<TaskDto, "dueDate" | "dueTime" | "recurrence">;
export type NewTaskInput = {
  description: string;
  important?: boolean;
  estimateMinutes?: number | null;
  goalId?: number | null;
} & Partial<TaskSchedule>;

/** The answer of a write kept for later: no network now (lib/offline/outbox.ts). */
export const QUEUED = "queued" as const;

/**
 * Add task = categorize first, then create, then refresh (spec §4). Without a network the task
 * goes to the offline outbox instead, under the same Idempotency-Key the online call used, so a
 * create whose answer was lost cannot be made twice.
 */
export function useAddTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: async ({
      description,
      ...rest
    }: NewTaskInput): Promise<TaskDto | typeof QUEUED> => {
      const key = crypto.randomUUID();
      const body = { description, completed: false, ...rest };
      const queue = async () => {
        const outbox = await loadOutbox();
        await outbox.enqueue({
          id: key,
          kind: "task",
          method: "POST",
          url: "/api/tasks",
          body,
          label: description,
        });
        return QUEUED;
      };
      return sendOrQueue(async () => {
        const { category } = await apiJson<CategorizeResult>("POST", "/api/tasks/categorize", {
          description,
        });
        return apiJson<TaskDto>(
          "POST",
          "/api/tasks",
          { ...body, category },
          { "Idempotency-Key": key },
        );
      }, queue);
    },
    onSuccess: (result) => {
      if (result !== QUEUED) return invalidate();
    },
  });
}

export type TaskPatch = Partial<
  Pick<
    TaskDto,
    | "description"
    | "completed"
    | "important"
    | "dueDate"
    | "dueTime"
    | "recurrence"
    | "estimateMinutes"
    | "notes"
    | "goalId"
  >
> & { category?: Category };

export function useUpdateTask() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: async ({
      id,
      patch,
    }: {
      id: number;
      patch: TaskPatch;
    }): Promise<UpdatedTaskDto | typeof QUEUED> => {
      // A change without a network is kept for later like a new task (the list shows it at once):
      // a tick, or an edit (the Edit dialog's words, notes, dates). Sent in order, so the last
      // change made is the one that stays.
      const tickOnly = Object.keys(patch).length === 1 && patch.completed !== undefined;
      const queue = async () => {
        const task = queryClient.getQueryData<TaskDto[]>(queryKeys.tasks)?.find((t) => t.id === id);
        const outbox = await loadOutbox();
        await outbox.enqueue({
          kind: tickOnly ? "tick" : "edit",
          method: "PATCH",
          url: `/api/tasks/${id}`,
          body: patch,
          label: patch.description ?? task?.description ?? `Task ${id}`,
        });
        return QUEUED;
      };
      return sendOrQueue(() => apiJson<UpdatedTaskDto>("PATCH", `/api/tasks/${id}`, patch), queue);
    },
    onMutate: async ({ id, patch }) => {
      // Ticks and stars answer at once; the refetch confirms.
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const previous = queryClient.getQueryData<TaskDto[]>(queryKeys.tasks);
      queryClient.setQueryData<TaskDto[]>(queryKeys.tasks, (old) =>
        old?.map((t) =>
          t.id === id
            ? {
                ...t,
                ...patch,
                completedAt:
                  patch.completed === undefined
                    ? t.completedAt
                    : patch.completed
                      ? new Date().toISOString()
                      : null,
              }
            : t,
        ),
      );
      // The task's own copy (the Edit dialog's notes and checklist) shows the change too, also
      // when it was queued offline and the dialog is opened again before it is sent.
      queryClient.setQueryData<TaskDto>(queryKeys.task(id), (old) =>
        old ? { ...old, ...patch } : old,
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.tasks, context.previous);
    },
    onSettled: (data, _err, { id }) => {
      // Queued: a refetch now would answer from the offline copy and undo the tick on screen.
      if (data === QUEUED) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.task(id) });
      return invalidate();
    },
  });
}

export function useDeleteTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (id: number) => apiJson("DELETE", `/api/tasks/${id}`),
    onSuccess: () => invalidate(),
  });
}

/**
 * The Undo of the last delete or tick. Plain functions over the query client (not mutations of a
 * component), because the toast that calls them outlives the dialog or row that showed it.
 */
export function useTaskUndo() {
  const invalidate = useInvalidateTasks();
  return {
    /** Brings a deleted task back with its id, area, place, star, dates and text. */
    restore: async (id: number) => {
      await apiJson<TaskDto>("POST", `/api/tasks/${id}/restore`);
      await invalidate();
    },
    /** Reopens a task ticked by mistake; for a recurring one, the next occurrence it made goes. */
    reopen: async (id: number, next?: TaskDto) => {
      if (next) await apiJson<null>("DELETE", `/api/tasks/${next.id}`);
      await apiJson<TaskDto>("PATCH", `/api/tasks/${id}`, { completed: false });
      await invalidate();
    },
  };
}

export function useReorderTasks() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (ordered: TaskDto[]) =>
      apiJson("POST", "/api/tasks/reorder", {
        tasks: ordered.map((t, order) => ({ id: t.id, order })),
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const previous = queryClient.getQueryData<TaskDto[]>(queryKeys.tasks);
      const position = new Map(ordered.map((t, i) => [t.id, i]));
      queryClient.setQueryData<TaskDto[]>(queryKeys.tasks, (old) =>
        old
          ?.map((t) => (position.has(t.id) ? { ...t, order: position.get(t.id)! } : t))
          .sort((a, b) => a.order - b.order),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.tasks, context.previous);
    },
    onSettled: () => invalidate(),
  });
}

export function usePrioritizeTasks() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (tasks: TaskDto[]) =>
      apiJson<{ message: string; explanation: string }>("POST", "/api/tasks/prioritize", {
        tasks: tasks.map(({ id, description, category, important }) => ({
          id,
          description,
          category,
          important,
        })),
      }),
    onSuccess: () => invalidate(),
  });
}
