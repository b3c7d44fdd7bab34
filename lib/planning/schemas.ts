// Payloads of the time features (issue 27): rescheduling in one step and the day plan.
import { z } from "zod";
import { dueDateSchema } from "@/lib/tasks/schemas";
import { isCalendarDate } from "@/lib/time/days";
import { isClockTime } from "@/lib/time/clock";
import { ESTIMATE_MAX, ESTIMATE_MIN } from "@/lib/time/rules";

const MAX_RESCHEDULE_IDS = 500;
const dbId = z
  .number({ error: "ids must be task ids" })
  .int("ids must be task ids")
  .positive("ids must be task ids")
  .max(2_147_483_647, "ids must be task ids");

/** POST /api/tasks/reschedule: these tasks to this day (or no date). */
export const rescheduleSchema = z.strictObject({
  ids: z
    .array(dbId, { error: "ids must be a list of task ids" })
    .min(1, "Send at least one task id")
    .max(MAX_RESCHEDULE_IDS, `At most ${MAX_RESCHEDULE_IDS} tasks can be moved at once`)
    .refine((ids) => new Set(ids).size === ids.length, "Each task may appear only once"),
  dueDate: dueDateSchema,
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

const DATE_INVALID = "date must be a day like 2026-11-24";
const TIME_INVALID = "must be a time like 09:30";
const MINUTES_INVALID = `minutes must be a whole number from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}`;

export const planDateSchema = z
  .string({ error: DATE_INVALID })
  .max(10, DATE_INVALID)
  .refine(isCalendarDate, DATE_INVALID);
const clock = (field: string) =>
  z
    .string({ error: `${field} ${TIME_INVALID}` })
    .max(5, `${field} ${TIME_INVALID}`)
    .refine(isClockTime, `${field} ${TIME_INVALID}`);
const minutes = z
  .number({ error: MINUTES_INVALID })
  .int(MINUTES_INVALID)
  .min(ESTIMATE_MIN, MINUTES_INVALID)
  .max(ESTIMATE_MAX, MINUTES_INVALID);

/** POST /api/plans/propose: the day, and optionally how long and from when (else the settings' day and now). */
export const proposeSchema = z.strictObject({
  date: planDateSchema,
  minutes: minutes.optional(),
  start: clock("start").optional(),
});
export type ProposeInput = z.infer<typeof proposeSchema>;

const MAX_PLAN_ITEMS = 200;
const habitId = z
  .number({ error: "habitId must be the id of one of your habits" })
  .int("habitId must be the id of one of your habits")
  .positive("habitId must be the id of one of your habits")
  .max(2_147_483_647, "habitId must be the id of one of your habits");

/** PUT /api/plans/{date}: the items as the user arranged them. */
export const savePlanSchema = z.strictObject({
  start: clock("start"),
  items: z
    .array(
      z
        .strictObject({
          taskId: dbId.optional(),
          // Issue 46: a habit of the day, planned like a task.
          habitId: habitId.optional(),
          start: clock("start"),
          minutes,
        })
        .refine((i) => (i.taskId === undefined) !== (i.habitId === undefined), {
          message: "Send either taskId or habitId",
          path: ["taskId"],
        }),
      { error: "items must be a list" },
    )
    .max(MAX_PLAN_ITEMS, `A plan holds at most ${MAX_PLAN_ITEMS} items`)
    .refine((items) => {
      const tasks = items.flatMap((i) => (i.taskId === undefined ? [] : [i.taskId]));
      return new Set(tasks).size === tasks.length;
    }, "Each task may appear only once")
    .refine((items) => {
      const habits = items.flatMap((i) => (i.habitId === undefined ? [] : [i.habitId]));
      return new Set(habits).size === habits.length;
    }, "Each habit may appear only once"),
});
export type SavePlanInput = z.infer<typeof savePlanSchema>;
