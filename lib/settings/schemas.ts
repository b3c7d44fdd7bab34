// The settings API's payload (spec §5, §7), built from the rules of ./rules.
import { z } from "zod";
import { CATEGORIES, type Category } from "@/lib/categories";
import { CATEGORY_NAME_MAX, isValidTotal, totalOf, totalWarning } from "./rules";

export * from "./rules";

export const percentagesSchema = z
  .strictObject(
    Object.fromEntries(
      CATEGORIES.map((c) => [c, z.number({ error: `${c}: must be a number` }).min(0, `${c}: must be at least 0`).max(100, `${c}: must be at most 100`)]),
    ) as Record<Category, z.ZodNumber>,
  )
  .superRefine((p, ctx) => {
    const total = totalOf(p);
    if (!isValidTotal(total)) ctx.addIssue({ code: "custom", message: totalWarning(total) });
  });

export const categoryNamesSchema = z.strictObject(
  Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      z.string().trim().max(CATEGORY_NAME_MAX, `Category names can be at most ${CATEGORY_NAME_MAX} characters`).optional(),
    ]),
  ) as Record<Category, z.ZodOptional<z.ZodString>>,
);

export const updateSettingsSchema = z
  .strictObject({
    categoryPercentages: percentagesSchema.optional(),
    categoryNames: categoryNamesSchema.optional(),
  })
  .refine((v) => v.categoryPercentages || v.categoryNames, { message: "Send categoryPercentages or categoryNames" });
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;
