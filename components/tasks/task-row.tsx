"use client";

import { useCallback, type HTMLAttributes, type Ref } from "react";
import { GripVertical, Pencil, Star } from "@/components/ui/icons";
import { UseIcon } from "@/components/ui/icon-sprite";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { categoryColor } from "@/lib/categories";
import { RelativeTime } from "@/components/layout/relative-time";
import type { TaskDto } from "@/lib/tasks/schemas";
import { cn } from "@/lib/utils";
import { DueChip } from "./due-chip";
import { formatMinutes } from "@/lib/time/minutes";
import { ChecklistChip } from "./checklist-progress";
import { LazyRowMenu } from "./lazy-row-menu";
import { useRowSwipe } from "./use-row-swipe";
import type { Category } from "@/lib/categories";
import { LazyRescheduleMenu } from "./lazy-reschedule-menu";
import { useOnline } from "@/components/pwa/offline-badge";
import { OFFLINE_REASON } from "@/lib/offline/reason";

type Props = {
  task: TaskDto;
  label: string;
  onToggleComplete: (task: TaskDto) => void;
  onToggleImportant: (task: TaskDto) => void;
  onEdit: (task: TaskDto) => void;
  /** Delete with Undo, no confirmation: the row's "…" menu and a left swipe. */
  onDelete?: (task: TaskDto) => void;
  onMove?: (task: TaskDto, category: Category) => void;
  dragHandleProps?: HTMLAttributes<HTMLElement> | null;
  rowProps?: HTMLAttributes<HTMLLIElement>;
  rowRef?: Ref<HTMLLIElement>;
  dragging?: boolean;
};

/**
 * Ticking a task moves it to the other list, and its row (with the focused checkbox) goes away:
 * focus would fall to the page body. Hand it to the next row's checkbox (or the previous one's
 * at the end of the list) first, so a keyboard user carries on where they were.
 */
function focusNeighbour(box: Element | null) {
  const row = box?.closest('[data-testid="task-row"]');
  if (!row) return;
  const rows = [
    ...(row.parentElement?.querySelectorAll(':scope > [data-testid="task-row"]') ?? []),
  ];
  const at = rows.indexOf(row);
  const neighbour = rows[at + 1] ?? rows[at - 1];
  neighbour?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
}

/** Hands a node to a ref of either kind. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

export function TaskRow({
  task,
  label,
  onToggleComplete,
  onToggleImportant,
  onEdit,
  onDelete,
  onMove,
  dragHandleProps,
  rowProps,
  rowRef,
  dragging,
}: Props) {
  const color = categoryColor(task.category);
  // Ticking works offline (queued); editing and starring need the server.
  const online = useOnline();
  const swipe = useRowSwipe(onDelete && online ? () => onDelete(task) : undefined, () =>
    onToggleComplete(task),
  );
  const swipeRef = swipe.ref;
  // The list's ref (drag and drop's) and the swipe's listeners on the same row.
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      assignRef(rowRef, node);
      const detach = swipeRef(node);
      return () => {
        detach?.();
        assignRef(rowRef, null);
      };
    },
    [rowRef, swipeRef],
  );
  return (
    <li
      ref={ref}
      {...rowProps}
      style={swipe.style ? { ...rowProps?.style, ...swipe.style } : rowProps?.style}
      data-testid="task-row"
      data-task-id={task.id}
      className={cn(
        // The row whose text has the keyboard focus (j/k, arrows) is ringed as a whole.
        // Phones: one action beside the words, the "…" menu (it has Edit, Reschedule and Star
        // too), so a row is the words and their chips, not a line of buttons more (issue 47 item 8).
        "flex touch-pan-y items-start gap-2 overscroll-x-contain rounded-lg border bg-card px-3 py-1.5 transition-shadow sm:items-center sm:py-1 has-[[data-row-main]:focus-visible]:ring-2 has-[[data-row-main]:focus-visible]:ring-ring",
        dragging && "shadow-lg ring-2 ring-ring",
      )}
    >
      {/* Focusable before drag and drop has loaded too: focusing it is what loads it for keyboard users. */}
      <span
        role="button"
        tabIndex={0}
        {...dragHandleProps}
        aria-label={`Reorder ${task.description}`}
        data-tap
        data-reorder-handle
        // Phones: room between the handle's and the checkbox's 44 px hit areas. touch-none: a
        // finger resting here before drag and drop has loaded must not start a scroll
        // (held-touch.ts); once loaded, the library's own stylesheet takes over.
        className="mt-0.5 touch-none cursor-grab max-sm:mr-[18px] rounded text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <UseIcon of={GripVertical} className="size-5" />
      </span>
      <Checkbox
        // Phones: the checkbox's 44 px hit area ends where the task's text begins.
        className="mt-0.5 max-sm:mr-1.5"
        checked={task.completed}
        onCheckedChange={() => {
          onToggleComplete(task);
          focusNeighbour(document.activeElement);
        }}
        aria-label={
          task.completed ? `Mark "${task.description}" as to do` : `Complete "${task.description}"`
        }
      />
      {/* The words take what the handle and checkbox leave, on a 320 px phone too. */}
      {/* A desktop row is one line when the words and chips fit (issue 47 item 8). */}
      <div className="min-w-0 flex-1 space-y-1 sm:flex sm:flex-wrap sm:items-center sm:gap-x-3 sm:gap-y-1 sm:space-y-0">
        {/* A native tooltip: one Radix tooltip per row made long lists slow to hydrate. */}
        <button
          type="button"
          data-row-main
          disabled={!online}
          title={online ? "Double-click to edit" : OFFLINE_REASON}
          onClick={() => onEdit(task)}
          onDoubleClick={() => onEdit(task)}
          className={cn(
            "block w-full text-left text-sm font-medium break-words sm:w-auto sm:max-w-full",
            task.completed && "text-muted-foreground line-through",
          )}
        >
          {task.description}
        </button>
        <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground sm:gap-2">
          <Badge
            variant="outline"
            style={{ borderColor: color }}
            className="bg-transparent text-foreground"
          >
            <span className="size-2 rounded-full" style={{ backgroundColor: color }} aria-hidden />
            {label}
          </Badge>
          {/* Phones: the star button is in the "…" menu; the row still says the task is starred. */}
          {task.important && (
            <span className="sm:hidden" data-testid="task-starred">
              <UseIcon of={Star} className="size-3.5 fill-yellow-400 text-yellow-500" />
              <span className="sr-only">Important</span>
            </span>
          )}
          <DueChip
            dueDate={task.dueDate}
            dueTime={task.dueTime}
            recurrence={task.recurrence}
            completed={task.completed}
          />
          {/* Issue 47: the estimate, when set, compact ("30 m"); unset tasks weigh the default silently. */}
          {task.estimateMinutes ? (
            <span className="tabular-nums" data-testid="task-estimate">
              <span className="sr-only">Estimate </span>
              {formatMinutes(task.estimateMinutes)}
            </span>
          ) : null}
          {task.checklist && (
            <ChecklistChip done={task.checklist.done} total={task.checklist.total} />
          )}
          {task.actualMinutes ? (
            <span className="tabular-nums" data-testid="task-spent">
              {formatMinutes(task.actualMinutes)} spent
            </span>
          ) : null}
          {/* Phones: when it was added or done is left off the row, so a row is two lines. */}
          <span className="max-sm:hidden">
            {task.completed && task.completedAt ? (
              <RelativeTime prefix="Completed" iso={task.completedAt} />
            ) : (
              <RelativeTime prefix="Added" iso={task.createdAt} />
            )}
          </span>
        </div>
      </div>
      {/* Phones: only the "…" menu; Reschedule, Star and Edit are in it (and a tap on the words edits). */}
      <div className="flex shrink-0 items-center gap-2">
        {!task.completed && online && (
          <span className="max-sm:hidden">
            <LazyRescheduleMenu task={task} />
          </span>
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 max-sm:hidden"
          aria-pressed={task.important}
          aria-label={task.important ? "Unmark as important" : "Mark as important"}
          disabled={!online}
          title={online ? undefined : OFFLINE_REASON}
          onClick={() => onToggleImportant(task)}
        >
          <UseIcon
            of={Star}
            className={cn("size-4", task.important && "fill-yellow-400 text-yellow-500")}
          />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 max-sm:hidden"
          aria-label={`Edit "${task.description}"`}
          disabled={!online}
          title={online ? undefined : OFFLINE_REASON}
          onClick={() => onEdit(task)}
        >
          <UseIcon of={Pencil} className="size-4" />
        </Button>
        {onDelete && onMove && online && (
          <LazyRowMenu
            task={task}
            onEdit={onEdit}
            onDelete={onDelete}
            onToggleImportant={onToggleImportant}
            onMove={onMove}
          />
        )}
      </div>
    </li>
  );
}
