"use client";
// "Time / Count" on the wheel card (issue 27): what the wheels measure, saved in the user's
// settings (balanceBy). The screen follows at once; the save confirms.
import { useQueryClient } from "@tanstack/react-query";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { toast } from "@/components/ui/use-toast";
import { apiJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { BalanceBy } from "@/lib/planning/rules";
import type { SettingsDto } from "@/lib/settings/rules";

export function BalanceBySwitch({ value }: { value: BalanceBy }) {
  const queryClient = useQueryClient();
  const choose = (by: BalanceBy) => {
    const previous = queryClient.getQueryData<SettingsDto>(queryKeys.settings);
    if (previous) queryClient.setQueryData<SettingsDto>(queryKeys.settings, { ...previous, balanceBy: by });
    apiJson<SettingsDto>("PATCH", "/api/settings", { balanceBy: by }).then(
      (saved) => queryClient.setQueryData(queryKeys.settings, saved),
      () => {
        if (previous) queryClient.setQueryData(queryKeys.settings, previous);
        toast({ title: "Failed to save", variant: "destructive" });
      },
    );
  };
  return (
    <SegmentedControl<BalanceBy>
      value={value}
      onValueChange={choose}
      aria-label="Measure balance by"
      options={[
        { value: "time", label: "Time" },
        { value: "count", label: "Count" },
      ]}
    />
  );
}
