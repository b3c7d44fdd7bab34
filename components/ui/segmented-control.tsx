"use client";

import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { toggleVariants } from "@/components/ui/toggle-variants";

type Option<T extends string> = { value: T; label: string; icon?: ReactNode };

type Props<T extends string> = {
  value: T;
  onValueChange: (value: T) => void;
  options: Option<T>[];
  className?: string;
} & ({ "aria-label": string } | { "aria-labelledby": string });

/**
 * The one single-choice toggle group (To Do / Completed, the task scope, the theme): a radio group
 * with the look of an outlined toggle group. Written out (about 40 lines) rather than Radix
 * ToggleGroup with its roving focus, which would break the dashboard's page-weight budget
 * (sizes: docs/decisions/own-primitives.md).
 * Keyboard: Tab reaches the chosen option; arrow keys, Home and End choose another.
 */
export function SegmentedControl<T extends string>({
  value,
  onValueChange,
  options,
  className,
  ...aria
}: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const i = (index + options.length) % options.length;
    onValueChange(options[i]!.value);
    refs.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step !== undefined) choose(index + step);
    else if (e.key === "Home") choose(0);
    else if (e.key === "End") choose(options.length - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div
      role="radiogroup"
      {...aria}
      className={cn("flex w-fit items-center rounded-md shadow-xs", className)}
    >
      {options.map((option, i) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={on}
            data-state={on ? "on" : "off"}
            tabIndex={on ? 0 : -1}
            onClick={() => onValueChange(option.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              toggleVariants({ variant: "outline" }),
              // Never narrower than its label: the labels stay inside the track (issue 47 item 9).
              "min-w-fit flex-1 shrink-0 rounded-none border-l-0 px-3 shadow-none first:rounded-l-md first:border-l last:rounded-r-md focus:z-10 focus-visible:z-10",
            )}
          >
            {option.icon}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
