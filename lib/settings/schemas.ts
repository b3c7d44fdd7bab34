// Settings payloads and the percentage rules of spec §5, shared by the Settings screen and the API.
import { z } from "zod";
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";

export const CATEGORY_NAME_MAX = 30;
export const PERCENT_TOLERANCE = 0.1;

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

export type SettingsDto = {
  categoryNames: Partial<Record<Category, string>>;
  categoryPercentages: CategoryMap<number>;
  hasPremium: boolean;
};

export function totalOf(p: Partial<Record<string, number>>): number {
  return Math.round(Object.values(p).reduce<number>((a, b) => a + (b ?? 0), 0) * 10) / 10;
}

export const totalWarning = (total: number) => `Percentages must total 100%. Current total: ${total.toFixed(1)}%`;

export const isValidTotal = (total: number) => Math.abs(total - 100) <= PERCENT_TOLERANCE + 1e-9;
