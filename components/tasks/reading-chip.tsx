"use client";
// What quick add read in the text (the date, the estimate), as a chip under the field that can be
// removed: the words then stay in the task instead.
import type { ReactNode } from "react";
import { X } from "@/components/ui/icons";

type Props = {
  id: string;
  testId: string;
  icon: ReactNode;
  /** Read before the text by screen readers ("Due ", "Takes "). */
  spoken: string;
  text: ReactNode;
  removeLabel: string;
  onRemove: () => void;
};

export function ReadingChip({ id, testId, icon, spoken, text, removeLabel, onRemove }: Props) {
  return (
    <span
      id={id}
      data-testid={testId}
      className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-0.5 pr-0.5 pl-2 font-medium text-foreground"
    >
      {icon}
      <span className="sr-only">{spoken}</span>
      {text}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        data-tap
        className="ml-0.5 inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}
