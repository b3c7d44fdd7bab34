import * as React from "react";

import { cn } from "@/lib/utils";

type Props = Omit<React.ComponentProps<"input">, "type" | "checked" | "onChange" | "role"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * shadcn/ui's switch look on a native <input type="checkbox" role="switch">: announced as a switch,
 * on or off, with the browser's own keyboard (Space) and label behaviour, and no JavaScript of its own.
 */
function Switch({ className, checked, onCheckedChange, ...props }: Props) {
  return (
    // A label around it: on a touch screen its 44 px hit area (app/globals.css, switch-hit) turns
    // the switch too.
    <label
      data-slot="switch-hit"
      className={cn("relative isolate inline-flex h-5 w-9 shrink-0", className)}
    >
      <input
        type="checkbox"
        role="switch"
        data-slot="switch"
        checked={checked}
        onChange={(e) => onCheckedChange?.(e.target.checked)}
        className="peer absolute inset-0 m-0 cursor-pointer appearance-none rounded-full bg-input transition-colors outline-none checked:bg-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <span
        aria-hidden
        data-slot="switch-thumb"
        className="pointer-events-none absolute top-0.5 left-0.5 size-4 rounded-full bg-background shadow-sm transition-transform peer-checked:translate-x-4"
      />
    </label>
  );
}

export { Switch };
