"use client";
// A single-value slider on the native range input: the browser gives it the slider role, arrow,
// Page, Home and End keys, touch and pointer dragging. Radix's Slider (multi-thumb) cost the
// settings page many times this for what one native element does (sizes:
// docs/decisions/own-primitives.md).

import * as React from "react";

import { cn } from "@/lib/utils";

type SliderProps = Omit<
  React.ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange"
> & {
  value: number;
  onValueChange: (value: number) => void;
};

function Slider({ className, value, onValueChange, min = 0, max = 100, ...props }: SliderProps) {
  const share = ((value - Number(min)) / (Number(max) - Number(min))) * 100;
  return (
    <input
      type="range"
      data-slot="slider"
      min={min}
      max={max}
      value={value}
      onChange={(event) => onValueChange(Number(event.currentTarget.value))}
      // The filled part of the track, in the theme's colours (accent-color alone varies by browser).
      style={{ "--filled": `${share}%` } as React.CSSProperties}
      className={cn(
        "h-4 w-full cursor-pointer appearance-none bg-transparent accent-primary disabled:cursor-default disabled:opacity-50",
        "focus-visible:outline-none [&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--primary)_var(--filled),var(--muted)_var(--filled))]",
        "[&::-webkit-slider-thumb]:-mt-[5px] [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-sm [&::-webkit-slider-thumb]:transition-[box-shadow]",
        "hover:[&::-webkit-slider-thumb]:ring-4 hover:[&::-webkit-slider-thumb]:ring-ring/50 focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-ring/50",
        "[&::-moz-range-track]:h-1.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-muted [&::-moz-range-progress]:h-1.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-primary",
        "[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-white [&::-moz-range-thumb]:shadow-sm focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}

export { Slider };
