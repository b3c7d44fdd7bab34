"use client";

import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { SettingsDto } from "@/lib/settings/rules";
import { useCategoryNames } from "@/components/settings/use-category-names";

export function useSettings() {
  return useQuery<SettingsDto>({ queryKey: queryKeys.settings });
}

/** Category labels as this user sees them, in the task list's or the default reading. */
export function useCategoryLabel(context: "default" | "taskList" = "default") {
  const label = useCategoryNames();
  return (category: string) => label(category, context);
}
