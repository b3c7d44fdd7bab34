"use client";

import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import { categoryLabel } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/schemas";

/** Area labels with the user's own names, and whether the premium badge should show. */
export function useJournalSettings() {
  const { data } = useQuery<SettingsDto>({ queryKey: queryKeys.settings });
  return {
    label: (category: string) => categoryLabel(category, data?.categoryNames),
    hasPremium: data?.hasPremium ?? false,
  };
}
