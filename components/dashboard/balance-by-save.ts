"use client";
// Saving the wheel card's "Time / Count" choice (balanceBy): loaded on the first switch.
import type { QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { BalanceBy } from "@/lib/time/rules";
import type { SettingsDto } from "@/lib/settings/shapes";

/** The screen follows at once; the save confirms, or the old choice comes back with a message. */
export function saveBalanceBy(queryClient: QueryClient, by: BalanceBy): void {
  const previous = queryClient.getQueryData<SettingsDto>(queryKeys.settings);
  if (previous)
    queryClient.setQueryData<SettingsDto>(queryKeys.settings, { ...previous, balanceBy: by });
  apiJson<SettingsDto>("PATCH", "/api/settings", { balanceBy: by }).then(
    (saved) => queryClient.setQueryData(queryKeys.settings, saved),
    (err: unknown) => {
      if (previous) queryClient.setQueryData(queryKeys.settings, previous);
      toast({
        title: "Failed to save",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    },
  );
}
