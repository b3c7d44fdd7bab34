"use client";

import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { SettingsDto } from "@/lib/settings/schemas";
import { useCategoryNames } from "@/components/settings/use-category-names";

/** Area labels with the user's own names, and whether the premium badge should show. */
export function useJournalSettings() {
  const { data } = useQuery<SettingsDto>({ queryKey: queryKeys.settings });
  const label = useCategoryNames();
  return { label: (category: string) => label(category), hasPremium: data?.hasPremium ?? false };
}
