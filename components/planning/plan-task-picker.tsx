"use client";
// The plan's "Add a task" picker: a searchable list of the open tasks not yet in the plan (cmdk,
// as in the command palette), each with its area colour and how long it takes. Choosing one adds
// it at the end of the plan. Loaded with the plan dialog only.
import {
  Command,
  CommandEmpty,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { categoryColor } from "@/lib/categories";
import { formatMinutes } from "@/lib/time/minutes";
import type { TaskDto } from "@/lib/tasks/schemas";

type Props = {
  tasks: TaskDto[];
  minutesOf: (task: TaskDto) => number;
  label: (category: string) => string;
  onPick: (task: TaskDto) => void;
};

export function PlanTaskPicker({ tasks, minutesOf, label, onPick }: Props) {
  return (
    <Command className="rounded-md border" label="Add a task" data-testid="plan-picker">
      <CommandInput placeholder="Search open tasks…" />
      <CommandList className="max-h-48">
        <CommandEmpty>
          {tasks.length === 0 ? "Every open task is in the plan." : "No open task matches."}
        </CommandEmpty>
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
