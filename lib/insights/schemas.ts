// Payloads of the insights API.
import { z } from "zod";

export const HISTORY_WEEKS_DEFAULT = 12;
export const HISTORY_WEEKS_MAX = 104;
const WEEKS_INVALID = `weeks must be a whole number from 1 to ${HISTORY_WEEKS_MAX}`;

export const historyQuerySchema = z.strictObject({
  weeks: z
    .string({ error: WEEKS_INVALID })
    .regex(/^\d{1,3}$/, WEEKS_INVALID)
    .transform(Number)
    .refine((n) => n >= 1 && n <= HISTORY_WEEKS_MAX, WEEKS_INVALID)
    .optional()
    .transform((n) => n ?? HISTORY_WEEKS_DEFAULT),
});
