// GET /api/search?q=…&limit=…: q 1-200 characters, limit 1-20 (default 10 per kind).
import { z } from "zod";

const SEARCH_Q_MAX = 200;
// 20 rows of a kind fill the palette twice over; a lower cap bounds the snippets one search cuts.
const SEARCH_LIMIT_MAX = 20;
const SEARCH_LIMIT_DEFAULT = 10;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: "q is required" })
    .refine((v) => v.trim().length >= 1, "q must be 1-200 characters")
    .refine((v) => v.length <= SEARCH_Q_MAX, "q must be 1-200 characters"),
  limit: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return SEARCH_LIMIT_DEFAULT;
      const n = /^\d{1,2}$/.test(v) ? Number(v) : NaN;
      if (n >= 1 && n <= SEARCH_LIMIT_MAX) return n;
      ctx.addIssue({
        code: "custom",
        message: `limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
      });
      return z.NEVER;
    }),
});
