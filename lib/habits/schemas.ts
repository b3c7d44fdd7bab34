// Habit payloads (issue 46), shared by the habit dialog and the API.
import { z } from "zod";
import { categorySchema } from "@/lib/category-schema";
import { DUE_DATE_INVALID } from "@/lib/tasks/due-dates";
import { isCalendarDate } from "@/lib/time/days";
import { isClockTime } from "@/lib/time/clock";
import { estimateMinutesSchema } from "@/lib/time/schemas";
import { HABIT_TITLE_MAX } from "./shapes";

const TITLE_INVALID = `title must be 1 to ${HABIT_TITLE_MAX} characters`;
const TIMES_INVALID = "target.times must be a whole number from 1 to 7";
const DAY_TIMES = 'target.times must be 1 when target.per is "day" (a day has one check)';
const REMINDER_INVALID = "reminderTime must be a time of day as HH:MM (24 hours), or null";

const titleSchema = z
  .string({ error: TITLE_INVALID })
  .trim()
  .min(1, TITLE_INVALID)
  .max(HABIT_TITLE_MAX, TITLE_INVALID)
  .refine((s) => !s.includes("\u0000"), "Text must not contain NUL characters");

const targetSchema = z
  .strictObject(
    {
      times: z
        .number({ error: TIMES_INVALID })
        .int(TIMES_INVALID)
        .min(1, TIMES_INVALID)
        .max(7, TIMES_INVALID),
      per: z.enum(["day", "week"], { error: 'target.per must be "day" or "week"' }),
    },
    { error: "target must be { times, per }" },
  )
  .refine((t) => t.per === "week" || t.times === 1, { message: DAY_TIMES, path: ["times"] });

const reminderSchema = z
  .string({ error: REMINDER_INVALID })
  .max(5, REMINDER_INVALID)
  .refine(isClockTime, REMINDER_INVALID)
  .nullable();

export const createHabitSchema = z.strictObject({
  title: titleSchema,
  category: categorySchema,
  target: targetSchema,
  estimateMinutes: estimateMinutesSchema.optional(),
  reminderTime: reminderSchema.optional(),
});
export type CreateHabitInput = z.infer<typeof createHabitSchema>;

export const updateHabitSchema = z
  .strictObject({
    title: titleSchema.optional(),
    category: categorySchema.optional(),
    target: targetSchema.optional(),
    estimateMinutes: estimateMinutesSchema.optional(),
    reminderTime: reminderSchema.optional(),
    archived: z.boolean({ error: "archived must be true or false" }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Send title, category, target, estimateMinutes, reminderTime or archived",
  });
export type UpdateHabitInput = z.infer<typeof updateHabitSchema>;

/** The day in a check's path: checked by the route so a bad one is a 400 naming "date". */
export const checkDateSchema = z
  .string()
  .max(10, DUE_DATE_INVALID)
  .refine(isCalendarDate, "date must be a real calendar date as YYYY-MM-DD");
