"use client";
// The "Time / Count" choice itself (issue 27): one control for the wheel card, Insights and the
// weekly review; each screen decides how the choice is saved.
import { SegmentedControl } from "@/components/ui/segmented-control";
import type { BalanceBy } from "@/lib/time/rules";

export function BalanceByControl({
  value,
  onValueChange,
}: {
  value: BalanceBy;
  onValueChange: (by: BalanceBy) => void;
}) {
  return (
    <SegmentedControl<BalanceBy>
      value={value}
      onValueChange={onValueChange}
      aria-label="Measure balance by"
      options={[
        { value: "time", label: "Time" },
        { value: "count", label: "Count" },
      ]}
    />
  );
}
