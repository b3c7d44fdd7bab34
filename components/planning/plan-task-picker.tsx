"use client";
// The plan's "Add a task" picker: a searchable list of the open tasks not yet in the plan (cmdk,
// as in the command palette), each with its area colour and how long it takes. Choosing one adds
// it at the end of the plan. Loaded with the plan dialog only.
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { categoryColor } from "@/lib/categories";
import { formatMinutes } from "@/lib/time/minutes";
import type { TaskDto } from "@/lib/tasks/schemas";
import type { HabitDto } from "@/lib/habits/shapes";

type Props = {
  tasks: TaskDto[];
  /** The day's unfinished habits with an estimate (issue 46). */
  habits?: HabitDto[];
  onPickHabit?: (habit: HabitDto) => void;
  minutesOf: (task: TaskDto) => number;
  label: (category: string) => string;
  onPick: (task: TaskDto) => void;
};

export function PlanTaskPicker({
  tasks,
  habits = [],
  minutesOf,
  label,
  onPick,
  onPickHabit,
}: Props) {
  return (
    <Command className="rounded-md border" label="Add a task" data-testid="plan-picker">
      <CommandInput placeholder="Search open tasks…" />
      <CommandList className="max-h-48">
        <CommandEmpty>
          {tasks.length === 0 ? "Every open task is in the plan." : "No open task matches."}
        </CommandEmpty>
        {habits.length > 0 && onPickHabit && (
          <CommandGroup heading="Habits">
            {habits.map((h) => (
              <CommandItem
                key={`habit-${h.id}`}
                value={`${h.title} ${label(h.category)} habit #${h.id}`}
                onSelect={() => onPickHabit(h)}
                className="min-h-11"
                data-testid="plan-picker-habit"
              >
                <span
                  aria-hidden
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: categoryColor(h.category) }}
                />
                <span className="min-w-0 flex-1 truncate">{h.title}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {formatMinutes(h.estimateMinutes ?? 0)}
                </span>
              </CommandItem>
            ))}
          </CommandGroup>
        )}
        {tasks.map((t) => (
          <CommandItem
            key={t.id}
            // cmdk filters on the value: the words and the area's name, unique by id.
            value={`${t.description} ${label(t.category)} #${t.id}`}
            onSelect={() => onPick(t)}
            className="min-h-11"
          >
            <span
              aria-hidden
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: categoryColor(t.category) }}
            />
            <span className="min-w-0 flex-1 truncate">{t.description}</span>
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {formatMinutes(minutesOf(t))}
            </span>
          </CommandItem>
        ))}
      </CommandList>
    </Command>
  );
}
