"use client";
// A task row's "…" menu on a desktop (issue 29): Start timer (issue 46), Delete (with Undo, no
// confirmation), Star, and Move to… another life area. Loaded on the first click of a row's "…" (lazy-row-menu.tsx).
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CATEGORIES, type Category } from "@/lib/categories";
import type { TaskDto } from "@/lib/tasks/schemas";
import { startTimer } from "@/components/timer/timer-actions";
import { RowMenuTrigger } from "./row-menu-trigger";
import { useCategoryLabel } from "./use-category-label";
import { QuickDayItems, useMoveTo } from "./quick-day-items";

export type RowMenuProps = {
  task: TaskDto;
  /** Phones show no Edit button on the row (issue 47 item 8): the menu has it. */
  onEdit?: (task: TaskDto) => void;
  onDelete: (task: TaskDto) => void;
  onToggleImportant: (task: TaskDto) => void;
  onMove: (task: TaskDto, category: Category) => void;
};

export default function RowMenu({
  defaultOpen,
  onOpenChange,
  task,
  onEdit,
  onDelete,
  onToggleImportant,
  onMove,
}: RowMenuProps & { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const label = useCategoryLabel("taskList");
  const to = useMoveTo(task);
  return (
    <DropdownMenu defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <RowMenuTrigger description={task.description} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onEdit && <DropdownMenuItem onSelect={() => onEdit(task)}>Edit</DropdownMenuItem>}
        {/* The row's Reschedule button is not on a phone's row: its quick days are here. */}
        {!task.completed && (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Reschedule</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <QuickDayItems task={task} to={to} />
              <DropdownMenuItem disabled={task.dueDate === null} onSelect={() => to(null)}>
                No date
              </DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        {!task.completed && (
          <DropdownMenuItem onSelect={() => void startTimer({ taskId: task.id }, task.description)}>
            Start timer
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onToggleImportant(task)}>
          {task.important ? "Unstar" : "Star"}
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>Move to…</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            {CATEGORIES.filter((c) => c !== task.category).map((c) => (
              <DropdownMenuItem key={c} onSelect={() => onMove(task, c)}>
                {label(c)}
              </DropdownMenuItem>
            ))}
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onDelete(task)}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
