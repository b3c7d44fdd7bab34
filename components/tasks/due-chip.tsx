"use client";

import { CalendarDays, Repeat } from "@/components/ui/icons";
import { dueLabel, isOverdue } from "@/lib/tasks/due-dates";
import { shortDate, weekdayName } from "@/lib/time/day-labels";
import { recurrenceLabel } from "@/lib/tasks/recurrence-label";
import { cn } from "@/lib/utils";
import { usePlannerNow } from "./planner-clock";

type Props = {
  dueDate: string | null;
  dueTime: string | null;
  recurrence: string | null;
  completed?: boolean;
};

/** "Today 17:00" with a repeat mark for recurring tasks; overdue open tasks in the destructive colour. */
export function DueChip({ dueDate, dueTime, recurrence, completed = false }: Props) {
  const now = usePlannerNow();
  const label = dueLabel({ dueDate, dueTime }, now.date);
  if (!label) return null;
  const overdue = !completed && isOverdue({ dueDate, dueTime }, now);
  // In words ("Thu, 3 Dec"), never the stored "2026-12-03" (issue 47 item 9); no Intl at load.
  const day = dueDate ? `${weekdayName(dueDate)}, ${shortDate(dueDate, now.date)}` : "";
  const repeats = recurrenceLabel(recurrence);
  return (
    <span
      data-testid="due-chip"
      data-due={dueDate ?? undefined}
      data-overdue={overdue || undefined}
      className={cn(
        "inline-flex items-center gap-1 font-medium",
        overdue ? "text-destructive" : "text-foreground/80",
      )}
      title={[overdue ? `Overdue: ${day}` : `Due ${day}${dueTime ? ` at ${dueTime}` : ""}`, repeats]
        .filter(Boolean)
        .join(" · ")}
    >
      <CalendarDays className="size-3.5" aria-hidden />
      {overdue && <span className="sr-only">Overdue: </span>}
      {label}
      {repeats && (
        <>
          <Repeat className="ml-1 size-3.5" aria-hidden />
          <span className="sr-only">, repeats </span>
          <span className="max-sm:sr-only">{repeats}</span>
        </>
      )}
    </span>
  );
}
