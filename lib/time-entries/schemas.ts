// Timer and time-entry payloads (issue 46).
import { z } from "zod";
import { isCalendarDate } from "@/lib/time/days";
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
const minutesSchema = z
  .number({ error: MINUTES_INVALID })
  .int(MINUTES_INVALID)
  .min(MANUAL_MIN, MINUTES_INVALID)
  .max(MANUAL_MAX, MINUTES_INVALID);

export const manualEntrySchema = z
  .strictObject({
    taskId: idSchema("taskId").optional(),
    habitId: idSchema("habitId").optional(),
    date: daySchema,
    minutes: minutesSchema,
  })
  .refine(eitherOf, ONE_OF);
export type ManualEntryInput = z.infer<typeof manualEntrySchema>;

/** A query string's id: digits only, read as a number. */
const idQuery = (field: string) =>
  z
    .string({ error: `${field} ${ID_INVALID}` })
    .regex(/^\d{1,10}$/, `${field} ${ID_INVALID}`)
    .transform(Number)
    .pipe(idSchema(field));

/**
 * ?from=&to= (both optional: the last 30 days up to today), or one task's or habit's entries
 * (?taskId= or ?habitId=, every day unless from/to are sent too): the task's list of its time.
 */
export const entriesQuerySchema = z
  .strictObject({
    from: daySchema.optional(),
    to: daySchema.optional(),
    taskId: idQuery("taskId").optional(),
    habitId: idQuery("habitId").optional(),
  })
  .refine((v) => v.taskId === undefined || v.habitId === undefined, ONE_OF);
export type EntriesQuery = z.infer<typeof entriesQuerySchema>;

/** PATCH /api/time-entries/{id}: the minutes corrected by hand ("it was 40, not 90"). */
export const correctEntrySchema = z.strictObject({
  minutes: minutesSchema,
});
export type CorrectEntryInput = z.infer<typeof correctEntrySchema>;
