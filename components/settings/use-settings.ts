"use client";
// The signed-in user's settings as React Query holds them (prefetched by the pages that use it).
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { SettingsDto } from "@/lib/settings/shapes";

export function useSettings() {
  return useQuery<SettingsDto>({ queryKey: queryKeys.settings });
}
