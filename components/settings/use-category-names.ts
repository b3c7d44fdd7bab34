"use client";

import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import { categoryLabel } from "@/lib/categories";
import { namesInForce, type SettingsDto } from "@/lib/settings/shapes";

export type CategoryLabelFn = (category: string, context?: "default" | "taskList") => string;

/**
 * The label of a life area as this user sees it (see namesInForce), on the screens that read the
 * settings through React Query (dashboard, tasks). The journal, rendered from the server's
 * settings, applies the same rule directly.
 */
export function useCategoryNames(): CategoryLabelFn {
  const { data } = useQuery<SettingsDto>({ queryKey: queryKeys.settings });
  const names = namesInForce(data);
  return useCallback(
    (category, context = "default") => categoryLabel(category, names, context),
    [names],
  );
}
