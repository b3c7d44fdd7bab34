"use client";
// "Time / Count" on the wheel card (issue 27): what the wheels measure, saved in the user's
// settings (balanceBy). The saving code loads on the first switch.
import { useQueryClient } from "@tanstack/react-query";
import type { BalanceBy } from "@/lib/time/rules";
import { BalanceByControl } from "./balance-by-control";

export function BalanceBySwitch({ value }: { value: BalanceBy }) {
  const queryClient = useQueryClient();
  return (
    <BalanceByControl
      value={value}
      onValueChange={(by) =>
        void import("./balance-by-save").then((m) => m.saveBalanceBy(queryClient, by))
      }
    />
  );
}
