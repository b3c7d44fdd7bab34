import * as React from "react";
import { Check } from "@/components/ui/icons";

import { cn } from "@/lib/utils";

type Props = Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * shadcn/ui's checkbox look on a native <input type="checkbox">: the same API as the Radix one
 * (checked, onCheckedChange) without its JavaScript, and the browser's own keyboard, form and
 * label behaviour. The tick is drawn over the box while it is checked.
 */
function Checkbox({ className, checked, onCheckedChange, ...props }: Props) {
  return (
    <span className={cn("relative inline-grid size-4 shrink-0 place-content-center", className)}>
      <input
        type="checkbox"
        data-slot="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange?.(e.target.checked)}
        className="peer border-input dark:bg-input/30 checked:bg-primary dark:checked:bg-primary checked:border-primary focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive col-start-1 row-start-1 size-4 shrink-0 cursor-pointer appearance-none rounded-[4px] border shadow-xs transition-shadow outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Check
        aria-hidden
        data-slot="checkbox-indicator"
        className="pointer-events-none col-start-1 row-start-1 hidden size-3.5 text-primary-foreground peer-checked:block"
      />
    </span>
  );
}

export { Checkbox };
