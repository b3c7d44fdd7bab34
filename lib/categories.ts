// The eight life areas of the wheel of life (spec §3). Shared by client and server; kept free of
// zod so that every screen showing a category label does not ship the validator (see category-schema.ts).
import { CATEGORIES, type Category } from "@/db/column-types";

export { CATEGORIES, type Category };

export const DEFAULT_CATEGORY: Category = "personal_growth";

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORIES as readonly string[]).includes(value);
}

/** Default display names. The task list shows business_career as "Career" (spec §3). */
export const CATEGORY_LABELS: Record<Category, string> = {
  physical_environment: "Environment",
  business_career: "Business/Career",
  finances: "Finances",
  health: "Health",
  family_friends: "Family & Friends",
  romance: "Romance",
  personal_growth: "Personal Growth",
  fun_recreation: "Fun & Recreation",
};

const TASK_LIST_LABELS: Record<Category, string> = {
  ...CATEGORY_LABELS,
  business_career: "Career",
};

const CATEGORY_COLORS: Record<Category, string> = {
  physical_environment: "#3B82F6", // blue
  business_career: "#EAB308", // yellow
  finances: "#84CC16", // light green
  health: "#F97316", // orange
  family_friends: "#16A34A", // green
  romance: "#EF4444", // red
  personal_growth: "#A85FD4", // purple (also the fallback colour)
  fun_recreation: "#92400E", // brown
};

const FALLBACK_COLOR = "#A85FD4";

export type CategoryMap<T> = Record<Category, T>;

const DEFAULT_PERCENTAGE = 12.5;

export function defaultPercentages(): CategoryMap<number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, DEFAULT_PERCENTAGE])) as CategoryMap<number>;
}

/**
 * Display label for a category, honouring the user's custom names.
 * `context: "taskList"` uses the task list's readings ("Career", "Unknown Category").
 */
export function categoryLabel(
  category: string,
  customNames?: Partial<Record<string, string>> | null,
  context: "default" | "taskList" = "default",
): string {
  const custom = customNames?.[category]?.trim();
  if (custom) return custom;
  if (isCategory(category)) {
    return context === "taskList" ? TASK_LIST_LABELS[category] : CATEGORY_LABELS[category];
  }
  return context === "taskList" ? "Unknown Category" : CATEGORY_LABELS.personal_growth;
}

export function categoryColor(category: string): string {
  return isCategory(category) ? CATEGORY_COLORS[category] : FALLBACK_COLOR;
}
