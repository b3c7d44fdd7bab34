"use client";
// Drag and drop with @hello-pangea/dnd: mouse, touch and keyboard (space to lift, arrows, space to drop).
import { DragDropContext, Draggable, Droppable, type DropResult } from "@hello-pangea/dnd";
import { TaskRow } from "./task-row";
import { moveTask, type TaskListProps } from "./task-list-types";
import { usePendingTouchSensor } from "./pending-touch-sensor";

// Beside the library's own sensors: the touch that was resting on a handle while it loaded.
const SENSORS = [usePendingTouchSensor];

export function SortableTaskList({
  tasks,
  label,
  onToggleComplete,
  onToggleImportant,
  onEdit,
  onDelete,
  onMove,
  onReorder,
  name,
  rowLimit,
}: TaskListProps) {
  const onDragEnd = ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return; // dropped on itself: nothing
    onReorder(moveTask(tasks, source.index, destination.index));
  };
  return (
    <DragDropContext onDragEnd={onDragEnd} sensors={SENSORS}>
      <Droppable droppableId="tasks">
        {(drop) => (
          <ul
            ref={drop.innerRef}
            {...drop.droppableProps}
            className="space-y-1.5"
            aria-label={name ? `Tasks, ${name}` : "Tasks"}
            data-drag-ready="true"
          >
            {tasks.slice(0, rowLimit).map((task, index) => (
              <Draggable key={task.id} draggableId={String(task.id)} index={index}>
                {(drag, snapshot) => (
                  <TaskRow
                    task={task}
                    label={label(task.category)}
                    onToggleComplete={onToggleComplete}
                    onToggleImportant={onToggleImportant}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    onMove={onMove}
                    rowRef={drag.innerRef}
                    rowProps={{
                      ...drag.draggableProps,
                      style: drag.draggableProps.style ?? undefined,
                    }}
                    dragHandleProps={drag.dragHandleProps}
                    dragging={snapshot.isDragging}
                  />
                )}
              </Draggable>
            ))}
            {drop.placeholder}
          </ul>
        )}
      </Droppable>
    </DragDropContext>
  );
}
