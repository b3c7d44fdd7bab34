"use client";

import { TaskRow } from "./task-row";
import type { TaskListProps } from "./task-list-types";

/** The list as first painted, before the drag-and-drop library has loaded. */
export function PlainTaskList({
  tasks,
  label,
  onToggleComplete,
  onToggleImportant,
  onEdit,
  onDelete,
  onMove,
  name,
}: TaskListProps) {
  return (
    <ul className="space-y-2" aria-label={name ? `Tasks, ${name}` : "Tasks"}>
      {tasks.map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          label={label(task.category)}
          onToggleComplete={onToggleComplete}
          onToggleImportant={onToggleImportant}
          onEdit={onEdit}
          onDelete={onDelete}
          onMove={onMove}
        />
      ))}
    </ul>
  );
}
