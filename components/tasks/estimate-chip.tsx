"use client";

import { Clock } from "@/components/ui/icons";
import { estimateLabel } from "@/lib/time/rules";
import { ReadingChip } from "./reading-chip";

/** "~45 min": the duration read in the text, removable like the date (the words then stay in the task). */
export default function EstimateChip({
  minutes,
  onRemove,
}: {
  minutes: number;
  onRemove: () => void;
}) {
  return (
    <ReadingChip
      id="new-task-estimate"
      testId="new-task-estimate-chip"
      icon={<Clock className="size-3.5" aria-hidden />}
      spoken="Takes "
      text={estimateLabel(minutes)}
      removeLabel="Remove estimate"
      onRemove={onRemove}
    />
  );
}
