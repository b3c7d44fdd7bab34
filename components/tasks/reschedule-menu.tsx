"use client";
// The row's quick reschedule menu (issue 27): Today, Tomorrow, Next week (Monday), Pick a date,
// No date. Loaded on first use (LazyRescheduleMenu); Radix gives it arrow keys and Escape.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isCalendarDate } from "@/lib/time/days";
import type { TaskDto } from "@/lib/tasks/schemas";
import { usePlannerNow } from "./planner-clock";
import { QuickDayItems, useMoveTo } from "./quick-day-items";
import { RescheduleTrigger } from "./reschedule-trigger";

export default function RescheduleMenu({
  task,
  defaultOpen,
  onOpenChange,
}: {
  task: TaskDto;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const now = usePlannerNow();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState(task.dueDate ?? now.date);
  const to = useMoveTo(task);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <DropdownMenuTrigger asChild>
          <RescheduleTrigger description={task.description} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <QuickDayItems task={task} to={to} />
          <DropdownMenuItem onSelect={() => setPicking(true)}>Pick a date…</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={task.dueDate === null} onSelect={() => to(null)}>
            No date
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={picking} onOpenChange={setPicking}>
        <DialogContent className="sm:max-w-sm">
          <DialogHeader>
            <DialogTitle>Move to a day</DialogTitle>
            <DialogDescription>&ldquo;{task.description}&rdquo;</DialogDescription>
          </DialogHeader>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!isCalendarDate(picked)) return;
              setPicking(false);
              to(picked);
            }}
          >
            <div className="space-y-1">
              <Label htmlFor={`reschedule-${task.id}`}>Day</Label>
              <Input
                id={`reschedule-${task.id}`}
                type="date"
                value={picked}
                onChange={(e) => setPicked(e.target.value)}
                required
              />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setPicking(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!isCalendarDate(picked)}>
                Move
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
