"use client";
// Insights and the weekly review have no React Query cache (their data comes with the page): the
// "Time / Count" choice is held here, the screen follows at once, and the choice is saved in the
// user's settings like the wheel card's (PATCH /api/settings). A failed save puts the old choice back.
import { useState } from "react";
import { apiJson, serverMessage } from "@/lib/api/client";
import type { BalanceBy } from "@/lib/time/rules";

export function useBalanceBy(initial: BalanceBy): [BalanceBy, (by: BalanceBy) => void] {
  const [by, setBy] = useState(initial);
  const choose = (next: BalanceBy) => {
    if (next === by) return;
    const previous = by;
    setBy(next);
    apiJson("PATCH", "/api/settings", { balanceBy: next }).catch((err: unknown) => {
      setBy(previous);
      // The toast code loads only when there is something to say.
      void import("@/components/ui/use-toast").then(({ toast }) =>
        toast({
          title: "Failed to save",
          description: serverMessage(err, "Please try again later."),
          variant: "destructive",
        }),
      );
    });
  };
  return [by, choose];
}
