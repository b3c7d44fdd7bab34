"use client";
// The plan being edited: the start and the time available, the rows in order (drag, arrows or
// Alt+↑/↓), tasks to add, the plan's balance, and "Start my day", which saves it.
import { useState } from "react";
import { useQueryClient, useQuery } from "@tanstack/react-query";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { minutesOf } from "@/lib/time/minutes";
import { formatMinutes, isEstimate } from "@/lib/time/rules";
import { busyMinutesWithin, planBalance, retime, toMinutes } from "@/lib/planning/propose";
import type { CalendarEventDto } from "@/lib/calendars/shapes";
import type { TaskDto } from "@/lib/tasks/schemas";
import type { MovedTask, SavedPlan } from "@/lib/planning/shapes";
import { dayLabel } from "@/lib/time/day-labels";
import { isClockTime } from "@/lib/time/clock";
import { toastWithUndo } from "@/components/ui/undo-toast";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { useSettings } from "@/components/settings/use-settings";
import { useInvalidateTasks, useTasks } from "@/components/tasks/use-tasks";
import { planKey } from "./use-plan";
import { PlanTaskPicker } from "./plan-task-picker";
import { habitItem, planItemBody, planItemKey, unfinishedHabits, type PlanItem } from "./plan-item";
import type { HabitDto } from "@/lib/habits/shapes";
import { queryKeys } from "@/lib/api/query-keys";
import { PlanItemRow } from "./plan-item-row";
import { PlanEventRow } from "./plan-event-row";
import { PlanWheel } from "./plan-wheel";

type EditorProps = {
  date: string;
  start: string;
  available: number;
  /** The day's calendar events (issue 44): fixed blocks the tasks are timed around. */
  events: CalendarEventDto[];
  items: PlanItem[];
  loading: boolean;
  saving: boolean;
  onStart: (start: string) => void;
  onAvailable: (minutes: number) => void;
  onItems: (items: PlanItem[]) => void;
  onRepropose: () => void;
  onSaving: (saving: boolean) => void;
  onDone: () => void;
  /** The plan saved before this one (null: none): what the toast's Undo puts back. */
  previous: SavedPlan | null;
};

export function PlanEditor({
  date,
  start,
  available,
  events,
  items,
  loading,
  saving,
  onStart,
  onAvailable,
  onItems,
  onRepropose,
  onSaving,
  onDone,
  previous,
}: EditorProps) {
  const label = useCategoryLabel();
  const { data: settings } = useSettings();
  const { data: tasks } = useTasks();
  const queryClient = useQueryClient();
  const invalidateTasks = useInvalidateTasks();
  const [dragging, setDragging] = useState<number | null>(null);
  // Busy timed events are fixed: the tasks are timed around them, and their minutes are not free.
  const busy = events
    .filter((e) => e.busy && !e.allDay && e.start && e.end)
    .map((e) => ({
      start: toMinutes(e.start!),
      end: e.end === "24:00" ? 24 * 60 : toMinutes(e.end!),
    }));
  const from = isClockTime(start) ? start : "09:00";
  const timed = retime(items, from, busy);
  const free =
    available -
    busyMinutesWithin(busy, toMinutes(from), Math.min(24 * 60, toMinutes(from) + available));
  const planned = items.reduce((s, i) => s + i.minutes, 0);
  const over = planned > free;
  const allDay = events.filter((e) => e.allDay);
  const blocks = [
    ...timed.items.map((item, i) => ({
      kind: "task" as const,
      at: toMinutes(item.start),
      item,
      i,
    })),
    ...events
      .filter((e) => !e.allDay && e.start)
      .map((event) => ({ kind: "event" as const, at: toMinutes(event.start!), event })),
  ].sort((a, b) => a.at - b.at || (a.kind === "event" ? -1 : 1));
  const balance = planBalance(items);
  const ideal = settings?.categoryPercentages;
  const inPlan = new Set(items.map((i) => i.taskId));
  const addable = (tasks ?? []).filter((t: TaskDto) => !t.completed && !inPlan.has(t.id));
  // Issue 46: the day's unfinished habits with an estimate are offered too.
  const { data: habits } = useQuery<HabitDto[]>({ queryKey: queryKeys.habits });
  const habitsInPlan = new Set(items.map((i) => i.habitId));
  const addableHabits = unfinishedHabits(habits ?? [], date).filter((h) => !habitsInPlan.has(h.id));
  const defaultEstimate = settings?.defaultEstimateMinutes ?? 30;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onItems(next);
  };
  const add = (task: TaskDto) => {
    onItems([
      ...items,
      {
        taskId: task.id,
        description: task.description,
        category: task.category,
        minutes: minutesOf(task, defaultEstimate),
        reason: "added",
      },
    ]);
  };
  const addHabit = (habit: HabitDto) => {
    onItems([...items, habitItem(habit, "added", defaultEstimate)]);
  };
  const save = async () => {
    if (timed.pastMidnight) {
      toast({
        title: "The plan runs past midnight",
        description: "Remove an item, shorten one or start earlier.",
        variant: "destructive",
      });
      return;
    }
    onSaving(true);
    try {
      const saved = await apiJson<SavedPlan & { moved: MovedTask[] }>("PUT", `/api/plans/${date}`, {
        start,
        items: timed.items.map(planItemBody),
      });
      const refresh = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: planKey(date) }),
          invalidateTasks(),
        ]);
      await refresh();
      // Tasks brought in from another day are named (issue 47); Undo puts the plan as it was
      // (none: every task gets back its own day and time, a repeating one its series').
      const moved = saved.moved.map((m) => `“${m.description}” (was ${dayLabel(m.from, date)})`);
      const undoTo = (previous?.items ?? []).filter((i) => !i.completed);
      toastWithUndo({
        title: "Your day is planned",
        description: [
          `${items.length} ${items.length === 1 ? "task" : "tasks"}, ${formatMinutes(planned)}.`,
          moved.length ? `Moved to today: ${moved.join(", ")}.` : "",
        ]
          .filter(Boolean)
          .join(" "),
        undoneTitle: "Plan undone",
        undo: async () => {
          await apiJson("PUT", `/api/plans/${date}`, {
            start: previous?.start ?? start,
            items: undoTo.map(planItemBody),
          });
          await refresh();
        },
      });
      onDone();
    } catch (err) {
      toast({
        title: "Failed to save the plan",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      onSaving(false);
    }
  };

  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="plan-start">From</Label>
          {/* As wide as its value needs in the person's locale and text size: a fixed 8rem
              scrolled "09:00 AM" out of its first digit at a phone's 16px text. */}
          <Input
            id="plan-start"
            type="time"
            className="w-auto"
            value={start}
            onChange={(e) => onStart(e.target.value)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="plan-available">Time you have (minutes)</Label>
          <Input
            id="plan-available"
            inputMode="numeric"
            className="w-28"
            value={String(available)}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (e.target.value === "" || isEstimate(n))
                onAvailable(e.target.value === "" ? 0 : n);
            }}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onRepropose}
          disabled={loading || !isClockTime(start) || !isEstimate(available)}
        >
          {loading && <Loader2 className="animate-spin" aria-hidden />}
          Propose again
        </Button>
      </div>

      <p
        className={over ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
        data-testid="plan-total"
        aria-live="polite"
      >
        Planned {formatMinutes(planned)} of {formatMinutes(free)}
        {free < available && " free between your events"}
        {over && " — more than the time you have"}
      </p>
      {allDay.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="plan-all-day">
          All day: {allDay.map((e) => e.title).join(", ")}
        </p>
      )}

      {items.length === 0 ? (
        // Empty until a proposal arrives: while one is on its way, say so rather than "nothing".
        <p
          className="rounded-md border p-4 text-sm text-muted-foreground"
          aria-busy={loading || undefined}
          data-testid="plan-empty"
        >
          {loading ? "Proposing a plan…" : "Nothing planned yet. Add a task below."}
        </p>
      ) : (
        // While a new proposal is on its way the list is about to be replaced: say so.
        <ol
          className="space-y-2 transition-opacity aria-busy:opacity-60"
          aria-label="Today's plan"
          aria-busy={loading || undefined}
          data-testid="plan-items"
        >
          {blocks.map((block) =>
            block.kind === "event" ? (
              <PlanEventRow key={`event-${block.event.id}`} event={block.event} />
            ) : (
              <PlanItemRow
                key={planItemKey(block.item)}
                item={block.item}
                index={block.i}
                count={items.length}
                label={label}
                onMove={(to) => move(block.i, to)}
                onMinutes={(minutes) =>
                  onItems(
                    items.map((x) =>
                      planItemKey(x) === planItemKey(block.item) ? { ...x, minutes } : x,
                    ),
                  )
                }
                onRemove={() =>
                  onItems(items.filter((x) => planItemKey(x) !== planItemKey(block.item)))
                }
                onDragStart={() => setDragging(block.i)}
                onDrop={() => {
                  if (dragging !== null) move(dragging, block.i);
                  setDragging(null);
                }}
              />
            ),
          )}
        </ol>
      )}
      <p className="text-xs text-muted-foreground">
        Drag to reorder, or use the arrows (Alt+↑/↓ on a focused row). Times follow the order.
      </p>

      <div className="space-y-1">
        <p className="text-sm font-medium">Add a task</p>
        <PlanTaskPicker
          tasks={addable}
          habits={addableHabits}
          minutesOf={(t) => minutesOf(t, defaultEstimate)}
          label={label}
          onPick={add}
          onPickHabit={addHabit}
        />
      </div>

      <PlanWheel balance={balance} ideal={ideal} label={label} />

      <DialogFooter>
        <Button
          type="button"
          onClick={() => void save()}
          disabled={saving || items.length === 0 || !isClockTime(start)}
        >
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          Start my day
        </Button>
      </DialogFooter>
    </div>
  );
}
