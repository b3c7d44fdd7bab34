"use client";

import { useCategoryNames } from "@/components/settings/use-category-names";

/** Category labels as this user sees them, in the task list's or the default reading. */
export function useCategoryLabel(context: "default" | "taskList" = "default") {
  const label = useCategoryNames();
  return (category: string) => label(category, context);
}
