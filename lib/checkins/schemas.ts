// Check-in payloads (issue 45): one zod schema per payload, used by the route and its tests.
import { z } from "zod";
import { CATEGORIES, type Category } from "@/lib/categories";
import { isCalendarDate } from "@/lib/time/days";
import { CHECKIN_NOTE_MAX, SCORE_MAX, SCORE_MIN } from "./shapes";

const DATE_INVALID = "date must be a day like 2026-11-24";

export const checkinDateSchema = z
  .string({ error: DATE_INVALID })
  .max(10, DATE_INVALID)
  .refine(isCalendarDate, DATE_INVALID);

const score = (c: Category) => {
  const message = `scores.${c} must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`;
  // A type error (or a missing area) is prefixed with the field by lib/http/zod-message.ts.
  return z
    .number({ error: `must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}` })
    .int(message)
    .min(SCORE_MIN, message)
    .max(SCORE_MAX, message);
};

/** All eight areas and no other key: a missing or extra area is a 400 naming it ("scores.health"). */
const scoresSchema = z.strictObject(
  Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, z.ZodNumber>,
  { error: `must be an object with a score for each area: ${CATEGORIES.join(", ")}` },
);

/** PUT /api/checkins/{date}. */
export const saveCheckinSchema = z.strictObject({
  scores: scoresSchema,
  note: z
    .string({ error: "note must be text" })
    .max(CHECKIN_NOTE_MAX, `note can be at most ${CHECKIN_NOTE_MAX} characters`)
    .optional(),
});
export type SaveCheckinInput = z.infer<typeof saveCheckinSchema>;

/** GET /api/checkins?from=&to=: both optional, inclusive days. */
export const listCheckinsQuery = z.strictObject({
  from: checkinDateSchema.optional(),
  to: checkinDateSchema.optional(),
});
export type ListCheckinsQuery = z.infer<typeof listCheckinsQuery>;
