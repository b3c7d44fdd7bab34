// Payloads of the calendar routes (issue 44).
import { z } from "zod";
import { categorySchema } from "@/lib/category-schema";
import { isCalendarDate } from "@/lib/time/days";

const URL_INVALID = "url must be the calendar's address (https:// or webcal://)";
const NAME_INVALID = "name must be 1 to 100 characters";

const name = z
  .string({ error: NAME_INVALID })
  .trim()
  .min(1, NAME_INVALID)
  .max(100, NAME_INVALID)
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), NAME_INVALID);

/** POST /api/calendars */
export const addCalendarSchema = z.strictObject({
  url: z.string({ error: URL_INVALID }).min(1, URL_INVALID).max(2048, URL_INVALID),
  name: name.optional(),
  category: categorySchema.optional(),
});
export type AddCalendarInput = z.infer<typeof addCalendarSchema>;

/** PATCH /api/calendars/{id} */
export const updateCalendarSchema = z.strictObject({
  name: name.optional(),
  category: categorySchema.optional(),
  countInBalance: z.boolean({ error: "countInBalance must be true or false" }).optional(),
});
export type UpdateCalendarInput = z.infer<typeof updateCalendarSchema>;

const DAY_INVALID = "must be a day like 2026-11-27";
const day = (field: string) =>
  z
    .string({ error: `${field} ${DAY_INVALID}` })
    .max(10, `${field} ${DAY_INVALID}`)
    .refine(isCalendarDate, `${field} ${DAY_INVALID}`);

export const MAX_EVENT_DAYS = 62;

/** GET /api/events?from=&to= (at most 62 days). */
export const eventsQuerySchema = z.strictObject({ from: day("from"), to: day("to") });
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** PATCH /api/events/{seriesId} */
export const eventAreaSchema = z.strictObject({ category: categorySchema });

/** Path: a series id, a positive 32-bit integer; anything else names no row (404). */
export const seriesParam = z.object({
  seriesId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine((n) => n > 0 && n <= 2_147_483_647),
});
