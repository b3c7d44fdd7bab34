import { cn } from "@/lib/utils";
import type { ReactNode } from "react";

/** `dense`: a smaller heading, for a page whose content must start high (the dashboard's tasks). */
export function PageHeading({
  title,
  subtitle,
  actions,
  dense = false,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  dense?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-end justify-between gap-4",
        dense ? "mb-3 sm:mb-4" : "mb-6",
      )}
    >
      <div className={cn(dense && "sm:flex sm:flex-wrap sm:items-baseline sm:gap-x-4")}>
        <h1 className={cn("font-bold tracking-tight", dense ? "text-2xl sm:text-3xl" : "text-3xl")}>
          {title}
        </h1>
        {subtitle && (
          // Dense on a phone: the subtitle is read out but takes no line above the content.
          <p className={cn("mt-1 text-muted-foreground", dense && "text-sm max-sm:sr-only")}>
            {subtitle}
          </p>
        )}
      </div>
      {actions}
    </div>
  );
}
