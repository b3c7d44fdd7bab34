"use client";

import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import { categoryLabel } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/schemas";

export function useSettings() {
  return useQuery<SettingsDto>({ queryKey: queryKeys.settings });
}

/** A label function that honours the user's own category names (premium renames). */
export function useCategoryLabel(context: "default" | "taskList" = "default") {
  const { data } = useSettings();
  return (category: string) => categoryLabel(category, data?.categoryNames, context);
}
