"use client";

import { Clock, X } from "@/components/ui/icons";
import { estimateLabel } from "@/lib/planning/rules";

/** "~45 min": the duration read in the text, removable like the date (the words then stay in the task). */
export default function EstimateChip({ minutes, onRemove }: { minutes: number; onRemove: () => void }) {
  return (
    <span
      id="new-task-estimate"
      data-testid="new-task-estimate-chip"
      className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-0.5 pr-0.5 pl-2 font-medium text-foreground"
    >
      <Clock className="size-3.5" aria-hidden />
      <span className="sr-only">Takes </span>
      {estimateLabel(minutes)}
      <button
        type="button"
        onClick={onRemove}
        aria-label="Remove estimate"
        className="ml-0.5 inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}
