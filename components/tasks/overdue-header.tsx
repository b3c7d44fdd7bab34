"use client";
// The Overdue group's heading with "Move all to today" (issue 27). Loaded when a task is overdue.
import { Button } from "@/components/ui/button";
import type { TaskDto } from "@/lib/tasks/schemas";
import { useReschedule } from "./use-reschedule";

export default function OverdueHeader({
  tasks,
  today,
  disabled,
}: {
  tasks: TaskDto[];
  today: string;
  disabled: boolean;
}) {
  const move = useReschedule();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h4 id="due-group-overdue" className="text-sm font-semibold text-destructive">
        Overdue
      </h4>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() => void move(tasks, today, "Moved to today")}
      >
        Move all to today
      </Button>
    </div>
  );
}
