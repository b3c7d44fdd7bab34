// Goal payloads (issue 45): one zod schema per payload, used by the routes and their tests.
import { z } from "zod";
import { categorySchema } from "@/lib/category-schema";
import { isCalendarDate } from "@/lib/time/days";
import { GOAL_STATUSES, GOAL_TITLE_MAX, GOAL_WHY_MAX } from "./shapes";

const TITLE_EMPTY = "title must not be empty";
const TITLE_LONG = `title can be at most ${GOAL_TITLE_MAX} characters`;
const TARGET_INVALID = "targetDate must be a real calendar date as YYYY-MM-DD";

const title = z
  .string({ error: TITLE_EMPTY })
  .trim()
  .min(1, TITLE_EMPTY)
  .max(GOAL_TITLE_MAX, TITLE_LONG);
const why = z
  .string({ error: "why must be text" })
  .trim()
  .max(GOAL_WHY_MAX, `why can be at most ${GOAL_WHY_MAX} characters`);
const targetDate = z
  .string({ error: TARGET_INVALID })
  .max(10, TARGET_INVALID)
  .refine(isCalendarDate, TARGET_INVALID);
/** A row id in a body (a board item's): a positive 32-bit integer. */
const rowIdSchema = z
  .number({ error: "must be an id" })
  .int("must be an id")
  .positive("must be an id")
  .max(2_147_483_647, "must be an id");
const status = z.enum(GOAL_STATUSES, {
  error: `status must be one of: ${GOAL_STATUSES.join(", ")}`,
});

/** POST /api/goals. */
export const createGoalSchema = z.strictObject({
  title,
  category: categorySchema,
  why: why.nullable().optional(),
  targetDate: targetDate.nullable().optional(),
  visionBoardItemId: rowIdSchema.nullable().optional(),
});
export type CreateGoalInput = z.infer<typeof createGoalSchema>;

/** PATCH /api/goals/{id}: any of the fields; null clears why and targetDate. */
export const updateGoalSchema = z
  .strictObject({
    title,
    category: categorySchema,
    why: why.nullable(),
    targetDate: targetDate.nullable(),
    status,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, {
    message: "Nothing to update: send title, category, why, targetDate or status",
  });
export type UpdateGoalInput = z.infer<typeof updateGoalSchema>;

/** GET /api/goals?status= */
export const listGoalsQuery = z.strictObject({ status: status.optional() });
export type ListGoalsQuery = z.infer<typeof listGoalsQuery>;
