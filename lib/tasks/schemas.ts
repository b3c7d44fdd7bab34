// Task payloads, shared by the dashboard forms and the API (spec §5).
import { z } from "zod";
import { categorySchema } from "@/lib/category-schema";

import { MAX_TASKS_PER_REORDER, TASK_DESCRIPTION_MAX, TASK_DESCRIPTION_MIN, TASK_EMPTY, TASK_TOO_LONG, TASK_TOO_SHORT } from "./limits";

export * from "./limits";

export const createTaskSchema = z.strictObject({
  description: z
    .string({ error: TASK_TOO_SHORT })
    .trim()
    .min(TASK_DESCRIPTION_MIN, TASK_TOO_SHORT)
    .max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
  category: categorySchema,
  completed: z.boolean().optional().default(false),
  important: z.boolean().optional().default(false),
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

export const updateTaskSchema = z
  .strictObject({
    description: z.string({ error: TASK_EMPTY }).trim().min(1, TASK_EMPTY).max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
    category: categorySchema,
    completed: z.boolean(),
    important: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update: send description, category, completed or important" });
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

const dbId = z.number().int().positive().max(2_147_483_647);

export const reorderSchema = z.strictObject({
  tasks: z
    .array(z.strictObject({ id: dbId, order: z.number().int().min(0).max(1_000_000) }))
    .min(1, "Send at least one task")
    .max(MAX_TASKS_PER_REORDER, `At most ${MAX_TASKS_PER_REORDER} tasks can be reordered at once`)
    .refine((items) => new Set(items.map((t) => t.id)).size === items.length, "Each task may appear only once"),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

export const categorizeSchema = z.strictObject({
  description: z.string().trim().min(1, "Description is required").max(TASK_DESCRIPTION_MAX, TASK_TOO_LONG),
});

export const prioritizeSchema = z.strictObject({
  tasks: z
    .array(
      z.object({
        id: dbId,
        description: z.string().max(TASK_DESCRIPTION_MAX).optional(),
        category: z.string().max(64).optional(),
        important: z.boolean().optional(),
      }),
    )
    .max(MAX_TASKS_PER_REORDER),
});

const countMap = z.record(z.string().max(64), z.number().int().min(0).max(1_000_000));
export const analyzeSchema = z.strictObject({
  todoTasks: countMap,
  completedTasks: countMap,
  seed: z.number().int().min(0).max(1_000_000).optional(),
});

export const processVoiceSchema = z.strictObject({
  transcript: z.string().max(20_000, "Transcript is too long"),
});

/** What the API returns for a task (dates as ISO strings over the wire). */
export type TaskDto = {
  id: number;
  description: string;
  category: string;
  completed: boolean;
  important: boolean;
  order: number;
  createdAt: string;
  completedAt: string | null;
};
