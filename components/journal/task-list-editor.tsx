"use client";

import { Plus, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CategorySelect } from "@/components/tasks/category-select";
import { type Category } from "@/lib/categories";
import { MAX_TASKS_PER_SAVE } from "@/lib/journal/shapes";
import { shortDate, weekdayName } from "@/lib/time/day-labels";
import { TASK_DESCRIPTION_MAX } from "@/lib/tasks/shapes";
import { newRow, type TaskRow } from "./task-rows";

type Props = {
  rows: TaskRow[];
  onChange: (rows: TaskRow[]) => void;
  /** Area of a newly added row (the entry's own area). */
  defaultCategory: Category;
  label: (category: string) => string;
  disabled?: boolean;
};

/** Rows of description + area; rows can be added, and removed while more than one remains. */
export function TaskListEditor({ rows, onChange, defaultCategory, label, disabled }: Props) {
  const edit = (key: number, patch: Partial<TaskRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const remove = (key: number) => onChange(rows.filter((r) => r.key !== key));
  const canRemove = rows.length > 1;

  return (
    <div className="space-y-3">
      <ol className="max-h-[50dvh] space-y-3 overflow-y-auto p-1">
        {rows.map((row, i) => (
          <li
            key={row.key}
            className="flex flex-col gap-2 rounded-md border p-2 sm:flex-row sm:items-center sm:border-0 sm:p-0"
          >
            <Input
              aria-label={`Task ${i + 1} description`}
              placeholder="Describe the task..."
              value={row.description}
              maxLength={TASK_DESCRIPTION_MAX}
              onChange={(e) => edit(row.key, { description: e.target.value })}
              disabled={disabled}
              className="sm:flex-1"
            />
            {row.dueDate && (
              <span className="shrink-0 text-xs text-muted-foreground" data-testid="draft-due">
                {/* In words ("Due Thu, 3 Dec 17:00"), never the stored "2026-12-03" (issue 47). The
                    year shows when it is not this one; only the year is read from the clock. */}
                Due {weekdayName(row.dueDate)},{" "}
                {shortDate(row.dueDate, new Date().toISOString().slice(0, 10))}
                {row.dueTime ? ` ${row.dueTime}` : ""}
              </span>
            )}
            <div className="flex items-center gap-2">
              <CategorySelect
                aria-label={`Task ${i + 1} category`}
                className="w-full sm:w-44"
                value={row.category}
                onChange={(category) => edit(row.key, { category })}
                disabled={disabled}
                label={label}
              />
              {canRemove && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove task ${i + 1}`}
                  onClick={() => remove(row.key)}
                  disabled={disabled}
                >
                  <X aria-hidden />
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...rows, newRow(defaultCategory)])}
        disabled={disabled || rows.length >= MAX_TASKS_PER_SAVE}
      >
        <Plus aria-hidden />
        Add Task
      </Button>
    </div>
  );
}
