"use client";

import type { ComponentProps } from "react";
import { CalendarDays } from "@/components/ui/icons";
import { UseIcon } from "@/components/ui/icon-sprite";
import { Button } from "@/components/ui/button";

/** The row's "Reschedule" button: the same look before and after the menu's code has loaded. */
export function RescheduleTrigger({
  description,
  ...props
}: ComponentProps<typeof Button> & { description: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={`Reschedule "${description}"`}
      {...props}
    >
      <UseIcon of={CalendarDays} className="size-4" />
    </Button>
  );
}
