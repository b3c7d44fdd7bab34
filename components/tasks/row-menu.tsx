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

export type RowMenuProps = {
  task: TaskDto;
  onDelete: (task: TaskDto) => void;
  onToggleImportant: (task: TaskDto) => void;
  onMove: (task: TaskDto, category: Category) => void;
};

export default function RowMenu({
  defaultOpen,
  onOpenChange,
  task,
  onDelete,
  onToggleImportant,
  onMove,
}: RowMenuProps & { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const label = useCategoryLabel("taskList");
  return (
    <DropdownMenu defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <RowMenuTrigger description={task.description} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
