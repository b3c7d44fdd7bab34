// Payloads of the insights API.
import { z } from "zod";
import { categorySchema } from "@/lib/category-schema";
import { isCalendarDate } from "@/lib/time/days";
import { isMonday, MAX_FOCUS_AREAS, MAX_FOCUS_TASKS } from "./review-week";

export const HISTORY_WEEKS_DEFAULT = 12;
const HISTORY_WEEKS_MAX = 104;
const WEEKS_INVALID = `weeks must be a whole number from 1 to ${HISTORY_WEEKS_MAX}`;

export const historyQuerySchema = z.strictObject({
  weeks: z
    .string({ error: WEEKS_INVALID })
    .regex(/^\d{1,3}$/, WEEKS_INVALID)
    .transform(Number)
    .refine((n) => n >= 1 && n <= HISTORY_WEEKS_MAX, WEEKS_INVALID)
    .optional()
    .transform((n) => n ?? HISTORY_WEEKS_DEFAULT),
  /** What the score measures; default: the user's setting (issue 27). */
  by: z.enum(["time", "count"], { error: 'by must be "time" or "count"' }).optional(),
});

const REFLECTION_MAX = 20_000;

export const saveReviewSchema = z.strictObject({
  weekStart: z
    .string({ error: "weekStart must be the Monday of the week reviewed, as YYYY-MM-DD" })
    .refine(
      (d) => isCalendarDate(d) && isMonday(d),
      "weekStart must be the Monday of the week reviewed, as YYYY-MM-DD",
    ),
  reflection: z
    .string()
    .trim()
    .max(
      REFLECTION_MAX,
      `reflection must be at most ${REFLECTION_MAX.toLocaleString("en-US")} characters`,
    )
    .optional(),
  /** The journal area the reflection is saved in (default Personal Growth). */
  reflectionArea: categorySchema.optional(),
  focusAreas: z
    .array(categorySchema)
    .max(MAX_FOCUS_AREAS, `Choose at most ${MAX_FOCUS_AREAS} focus areas`)
    .refine((a) => new Set(a).size === a.length, "Each focus area may appear only once"),
  focusTaskIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(MAX_FOCUS_TASKS, `Choose at most ${MAX_FOCUS_TASKS} focus tasks`)
    .refine((a) => new Set(a).size === a.length, "Each focus task may appear only once"),
});
export type SaveReviewInput = z.infer<typeof saveReviewSchema>;
