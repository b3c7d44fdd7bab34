// Timer and time-entry payloads (issue 46).
import { z } from "zod";
import { isCalendarDate } from "@/lib/tasks/due-dates";
import { MANUAL_MAX, MANUAL_MIN } from "./shapes";

const ID_INVALID = "must be the id of one of your tasks or habits";
const idSchema = (field: string) =>
  z
    .number({ error: `${field} ${ID_INVALID}` })
    .int(`${field} ${ID_INVALID}`)
    .min(1, `${field} ${ID_INVALID}`)
    .max(2_147_483_647, `${field} ${ID_INVALID}`);

const ONE_OF = "Send either taskId or habitId";
const eitherOf = <T extends { taskId?: number; habitId?: number }>(v: T) =>
  (v.taskId === undefined) !== (v.habitId === undefined);

export const startTimerSchema = z
  .strictObject({ taskId: idSchema("taskId").optional(), habitId: idSchema("habitId").optional() })
  .refine(eitherOf, ONE_OF);
export type StartTimerInput = z.infer<typeof startTimerSchema>;

const DATE_INVALID = "date must be a real calendar date as YYYY-MM-DD";
const daySchema = z
  .string({ error: DATE_INVALID })
  .max(10, DATE_INVALID)
  .refine(isCalendarDate, DATE_INVALID);
const MINUTES_INVALID = `minutes must be a whole number from ${MANUAL_MIN} to ${MANUAL_MAX}`;

export const manualEntrySchema = z
  .strictObject({
    taskId: idSchema("taskId").optional(),
    habitId: idSchema("habitId").optional(),
    date: daySchema,
    minutes: z
      .number({ error: MINUTES_INVALID })
      .int(MINUTES_INVALID)
      .min(MANUAL_MIN, MINUTES_INVALID)
      .max(MANUAL_MAX, MINUTES_INVALID),
  })
  .refine(eitherOf, ONE_OF);
export type ManualEntryInput = z.infer<typeof manualEntrySchema>;

/** ?from=&to= (both optional: the last 30 days up to today). */
export const entriesQuerySchema = z.strictObject({
  from: daySchema.optional(),
  to: daySchema.optional(),
});
export type EntriesQuery = z.infer<typeof entriesQuerySchema>;
