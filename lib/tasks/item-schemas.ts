// Checklist items inside a task (issue 29): payloads shared by the API and the edit dialog.
import { z } from "zod";
import { MAX_TASK_ITEMS, TASK_ITEM_EMPTY, TASK_ITEM_TEXT_MAX, TASK_ITEM_TOO_LONG } from "./shapes";
import { foldLineBreaks } from "./single-line";
const itemText = z
  .string({ error: TASK_ITEM_EMPTY })
  .overwrite(foldLineBreaks)
  .trim()
  .min(1, TASK_ITEM_EMPTY)
  .max(TASK_ITEM_TEXT_MAX, TASK_ITEM_TOO_LONG);
const dbId = z.number().int().positive().max(2_147_483_647);

export const createTaskItemSchema = z.strictObject({ text: itemText });

export const updateTaskItemSchema = z
  .strictObject({ text: itemText, done: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update: send text or done" });
export type UpdateTaskItemInput = z.infer<typeof updateTaskItemSchema>;

export const reorderTaskItemsSchema = z.strictObject({
  ids: z
    .array(dbId)
    .min(1, "Send at least one item id")
    .max(MAX_TASK_ITEMS, `At most ${MAX_TASK_ITEMS} items`)
    .refine((ids) => new Set(ids).size === ids.length, "Each item may appear only once"),
});
