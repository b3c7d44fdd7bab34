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
        className="peer ui-checkbox" // base classes in app/globals.css (.ui-checkbox)
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
