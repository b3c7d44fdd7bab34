"use client";

import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import { categoryLabel } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/rules";

export type CategoryLabelFn = (category: string, context?: "default" | "taskList") => string;

/**
 * The label of a life area as this user sees it: their own name while they have premium
 * (renaming is a premium feature; the names are kept and come back with premium), else the
 * default. Every screen that shows a category label uses this.
 */
export function useCategoryNames(): CategoryLabelFn {
  const { data } = useQuery<SettingsDto>({ queryKey: queryKeys.settings });
  const names = data?.hasPremium ? data.categoryNames : undefined;
  return useCallback((category, context = "default") => categoryLabel(category, names, context), [names]);
}
