// Payloads of the import API (issue 43).
import { z } from "zod";
import { categorySchema } from "@/lib/category-schema";
import { READABLE_SOURCE_NAMES } from "./sources";

/** The import's id in the path: a UUID; anything else can never name one (404). */
export const importIdParam = z.object({ id: z.uuid() });

/** The multipart form's `source`, when the caller names it. */
export const importSourceSchema = z.enum(READABLE_SOURCE_NAMES, {
  error: `source must be one of ${READABLE_SOURCE_NAMES.join(", ")}`,
});

const origin = z.string().max(500);

export const adjustImportSchema = z
  .strictObject({
    areas: z
      .record(origin, categorySchema)
      .refine((m) => Object.keys(m).length <= 1000, "At most 1,000 lists at once")
      .optional(),
    tasks: z
      .array(
        z.strictObject({
          ref: z.string().min(1).max(300),
          category: categorySchema.optional(),
          include: z.boolean().optional(),
        }),
      )
      .max(25_000)
      .optional(),
  })
  .refine((v) => v.areas !== undefined || v.tasks !== undefined, {
    message: "Send areas or tasks to change",
  });
