"use client";
// Date, time and repeat of a task, with the browser's own date and time pickers (light, accessible,
// and the phone's native wheels). Used by the New Task form's picker and the Edit Task dialog.
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { weekdayName } from "@/lib/time/day-labels";
import { recurrenceLabel } from "@/lib/tasks/recurrence-label";
import type { TaskSchedule } from "./use-tasks";

const DAY_CODES: Record<string, string> = {
  Mon: "MO",
  Tue: "TU",
  Wed: "WE",
  Thu: "TH",
  Fri: "FR",
  Sat: "SA",
  Sun: "SU",
};
const NO_SCHEDULE: TaskSchedule = { dueDate: null, dueTime: null, recurrence: null };

/** The repeat choices that fit a day: its weekday for weekly, its day of the month for monthly. */
function repeatChoices(day: string): { rule: string; label: string }[] {
  const weekday = weekdayName(day);
  const monthDay = Number(day.slice(8, 10));
  const rules = [
    "FREQ=DAILY",
    "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    `FREQ=WEEKLY;BYDAY=${DAY_CODES[weekday]}`,
    `FREQ=WEEKLY;INTERVAL=2;BYDAY=${DAY_CODES[weekday]}`,
    `FREQ=MONTHLY;BYMONTHDAY=${monthDay}`,
    "FREQ=YEARLY",
  ];
  return rules.map((rule) => ({ rule, label: recurrenceLabel(rule)! }));
}

const selectClass =
  "border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] disabled:opacity-50 md:text-sm";

type Props = { value: TaskSchedule; onChange: (value: TaskSchedule) => void; idPrefix: string };

export function ScheduleFields({ value, onChange, idPrefix }: Props) {
  const choices = value.dueDate ? repeatChoices(value.dueDate) : [];
  const custom =
    value.recurrence && !choices.some((c) => c.rule === value.recurrence) ? value.recurrence : null;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-date`}>Due date</Label>
        <Input
          id={`${idPrefix}-date`}
          type="date"
          value={value.dueDate ?? ""}
          onChange={(e) =>
            onChange(e.target.value ? { ...value, dueDate: e.target.value } : NO_SCHEDULE)
          }
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-time`}>Time</Label>
        <Input
          id={`${idPrefix}-time`}
          type="time"
          disabled={!value.dueDate}
          title={value.dueDate ? undefined : "Pick a date first"}
          value={value.dueTime ?? ""}
          onChange={(e) => onChange({ ...value, dueTime: e.target.value || null })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-repeat`}>Repeat</Label>
        <select
          id={`${idPrefix}-repeat`}
          className={selectClass}
          disabled={!value.dueDate}
          title={value.dueDate ? undefined : "Pick a date first"}
          value={value.recurrence ?? ""}
          onChange={(e) => onChange({ ...value, recurrence: e.target.value || null })}
        >
          <option value="">Does not repeat</option>
          {custom && <option value={custom}>{recurrenceLabel(custom)}</option>}
          {choices.map((c) => (
            <option key={c.rule} value={c.rule}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
