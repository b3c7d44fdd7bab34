"use client";
// The quick days both task menus offer (the row's Reschedule menu, and a phone's "…" menu, whose row
// has no Reschedule button): Today, Tomorrow, Next week (Monday), each off when it is the due day.
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { dayLabel } from "@/lib/time/day-labels";
import type { TaskDto } from "@/lib/tasks/schemas";
import { usePlannerNow } from "./planner-clock";
import { quickDays } from "./reschedule-dates";
import { useReschedule } from "./use-reschedule";

/** Moves `task` to a day (null: no date), saying so in the toast Undo comes with. */
export function useMoveTo(task: TaskDto): (dueDate: string | null) => void {
  const now = usePlannerNow();
  const move = useReschedule();
  return (dueDate) =>
    void move(
      [task],
      dueDate,
      dueDate === null ? "Date removed" : `Moved to ${dayLabel(dueDate, now.date)}`,
    );
}

export function QuickDayItems({
  task,
  to,
}: {
  task: TaskDto;
  to: (dueDate: string | null) => void;
}) {
  const now = usePlannerNow();
  return quickDays(now.date).map((d) => (
    <DropdownMenuItem
      key={d.key}
      disabled={task.dueDate === d.dueDate}
      onSelect={() => to(d.dueDate)}
    >
      {d.label}
    </DropdownMenuItem>
  ));
}
