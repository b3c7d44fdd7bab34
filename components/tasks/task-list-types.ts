import type { TaskDto } from "@/lib/tasks/schemas";
import type { Category } from "@/lib/categories";

/** What both list renderings (plain, and drag-and-drop once loaded) need. */
export type TaskListProps = {
  tasks: TaskDto[];
  label: (category: string) => string;
  onToggleComplete: (task: TaskDto) => void;
  onToggleImportant: (task: TaskDto) => void;
  onEdit: (task: TaskDto) => void;
  onReorder: (ordered: TaskDto[]) => void;
  /** Delete with Undo (row menu, swipe) and move to another area (row menu). */
  onDelete?: (task: TaskDto) => void;
  onMove?: (task: TaskDto, category: Category) => void;
  /** Names the list when a view shows several (Upcoming's days); also keeps drop targets apart. */
  name?: string;
  /**
   * How many of `tasks` to draw, from the top (use-row-budget.ts); reordering still works on the
   * whole list, so a moved row keeps its place among the ones not drawn yet.
   */
  rowLimit: number;
};

/** Dropping one task onto another moves it to the target's position (spec §4). */
export function moveTask(tasks: TaskDto[], from: number, to: number): TaskDto[] {
  const next = [...tasks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
