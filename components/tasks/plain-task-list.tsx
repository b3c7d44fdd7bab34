"use client";

import type { TouchEvent } from "react";
import { holdTouch } from "./held-touch";
import { TaskRow } from "./task-row";
import type { TaskListProps } from "./task-list-types";

/** A finger landing on a reorder handle: kept for the drag-and-drop library (held-touch.ts). */
function holdOnHandle(event: TouchEvent<HTMLUListElement>) {
  const handle = (event.target as Element).closest?.("[data-reorder-handle]");
  const id = handle?.closest("[data-task-id]")?.getAttribute("data-task-id");
  if (id) holdTouch(event.nativeEvent, id);
}

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
  rowLimit,
}: TaskListProps) {
  return (
    <ul
      className="space-y-1.5"
      aria-label={name ? `Tasks, ${name}` : "Tasks"}
      onTouchStart={holdOnHandle}
    >
      {tasks.slice(0, rowLimit).map((task) => (
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
