// A task's checklist progress: the row's "2/5" and a thin bar (issue 29). Server-safe, tiny: the
// row is in the dashboard's first JavaScript.
import type { ChecklistProgress } from "@/lib/tasks/shapes";

export function ChecklistProgressBar({ done, total }: ChecklistProgress) {
  return (
    <div className="h-1 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${Math.round((done / Math.max(total, 1)) * 100)}%` }}
      />
    </div>
  );
}

/** "2/5" with the bar under it, read out as "Checklist: 2 of 5 done". */
export function ChecklistChip({ done, total }: ChecklistProgress) {
  return (
    <span
      className="inline-flex w-12 flex-col gap-0.5"
      data-testid="checklist-progress"
      aria-label={`Checklist: ${done} of ${total} done`}
      role="img"
    >
      <span className="text-center leading-none tabular-nums">
        {done}/{total}
      </span>
      <ChecklistProgressBar done={done} total={total} />
    </span>
  );
}
