import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** A row's "…" button (desktop only: on a phone rows are swiped). */
export function RowMenuTrigger({
  description,
  ...props
}: ComponentProps<typeof Button> & { description: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="hidden size-8 md:inline-flex"
      aria-label={`More actions for "${description}"`}
      {...props}
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden>
        <circle cx="5" cy="12" r="1.8" />
        <circle cx="12" cy="12" r="1.8" />
        <circle cx="19" cy="12" r="1.8" />
      </svg>
    </Button>
  );
}
