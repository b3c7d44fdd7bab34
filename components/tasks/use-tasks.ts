"use client";
// Task queries and mutations. After every change the task list cache is invalidated (spec §7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { TaskDto, UpdatedTaskDto } from "@/lib/tasks/schemas";
import type { Category } from "@/lib/categories";

export function useTasks() {
  return useQuery<TaskDto[]>({ queryKey: queryKeys.tasks });
}

export function useInvalidateTasks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
}

type CategorizeResult = { category: Category; confidence?: number; explanation?: string };

export type TaskSchedule = Pick<TaskDto, "dueDate" | "dueTime" | "recurrence">;
export type NewTaskInput = { description: string; important?: boolean } & Partial<TaskSchedule>;

/** Add task = categorize first, then create, then refresh (spec §4). */
export function useAddTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: async ({ description, ...rest }: NewTaskInput) => {
      const { category } = await apiJson<CategorizeResult>("POST", "/api/tasks/categorize", { description });
      return apiJson<TaskDto>("POST", "/api/tasks", { description, category, completed: false, ...rest });
    },
    onSuccess: () => invalidate(),
  });
}

export type TaskPatch = Partial<Pick<TaskDto, "description" | "completed" | "important" | "dueDate" | "dueTime" | "recurrence">> & { category?: Category };

export function useUpdateTask() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: TaskPatch }) => apiJson<UpdatedTaskDto>("PATCH", `/api/tasks/${id}`, patch),
    onMutate: async ({ id, patch }) => {
      // Ticks and stars answer at once; the refetch confirms.
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const previous = queryClient.getQueryData<TaskDto[]>(queryKeys.tasks);
      queryClient.setQueryData<TaskDto[]>(queryKeys.tasks, (old) =>
        old?.map((t) =>
          t.id === id
            ? { ...t, ...patch, completedAt: patch.completed === undefined ? t.completedAt : patch.completed ? new Date().toISOString() : null }
            : t,
        ),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.tasks, context.previous);
    },
    onSettled: (_data, _err, { id }) => {
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

export function useReorderTasks() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (ordered: TaskDto[]) =>
      apiJson("POST", "/api/tasks/reorder", { tasks: ordered.map((t, order) => ({ id: t.id, order })) }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks });
      const previous = queryClient.getQueryData<TaskDto[]>(queryKeys.tasks);
      const position = new Map(ordered.map((t, i) => [t.id, i]));
      queryClient.setQueryData<TaskDto[]>(queryKeys.tasks, (old) =>
        old?.map((t) => (position.has(t.id) ? { ...t, order: position.get(t.id)! } : t)).sort((a, b) => a.order - b.order),
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
        tasks: tasks.map(({ id, description, category, important }) => ({ id, description, category, important })),
      }),
    onSuccess: () => invalidate(),
  });
}
