import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** A row's "…" button; on a phone the row's one action (issue 47 item 8), with a 44 px hit area. */
export function RowMenuTrigger({
  description,
  ...props
}: ComponentProps<typeof Button> & { description: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8"
      data-tap
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
