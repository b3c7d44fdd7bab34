"use client";
// Plan today (issue 27): Balance proposes a timeline for the time you have; you remove, add,
// reorder (drag, or the arrows / Alt+↑↓ by keyboard), change durations, see planned against
// available time and the plan's balance against your ideal, then "Start my day" saves it.
// Loaded on first use (LazyPlanToday): none of this is in the dashboard's first JavaScript.
import { useEffect, useState, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Loader2, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { CATEGORIES, categoryColor, type Category } from "@/lib/categories";
import { minutesOf } from "@/lib/planning/minutes";
import { formatMinutes, isEstimate } from "@/lib/planning/rules";
import { planBalance, retime, type PlanReason } from "@/lib/planning/propose";
import type { ProposalDto, SavedPlan } from "@/lib/planning/plans-dto";
import type { TaskDto } from "@/lib/tasks/schemas";
import { isClockTime } from "@/lib/tasks/due-dates";
import { usePlannerNow } from "@/components/tasks/planner-clock";
import { useCategoryLabel, useSettings } from "@/components/tasks/use-category-label";
import { useInvalidateTasks, useTasks } from "@/components/tasks/use-tasks";
import { planKey, usePlan } from "./use-plan";
import { PlanTaskPicker } from "./plan-task-picker";

type Item = {
  taskId: number;
  description: string;
  category: Category;
  minutes: number;
  reason: PlanReason | "planned";
};

const REASONS: Record<Item["reason"], string> = {
  "rolled over": "rolled over",
  overdue: "overdue",
  "due today": "due today",
  starred: "starred",
  balance: "for balance",
  goal: "for your goal",
  added: "added by you",
  planned: "in your plan",
};

export default function PlanTodayDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl" data-testid="plan-today">
        <DialogHeader>
          <DialogTitle>Plan today</DialogTitle>
          <DialogDescription>
            Balance proposes a timeline for the time you have. Change it, then start your day.
          </DialogDescription>
        </DialogHeader>
        {open && <Planner onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function Planner({ onDone }: { onDone: () => void }) {
  const now = usePlannerNow();
  const saved = usePlan(now.date);
  if (saved.isLoading) return <Planning />;
  return <LoadedPlanner date={now.date} plan={saved.data ?? null} onDone={onDone} />;
}

function Planning() {
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      Planning your day...
    </p>
  );
}

/** A saved plan opens as saved; otherwise Balance proposes one. */
function LoadedPlanner({
  date,
  plan,
  onDone,
}: {
  date: string;
  plan: SavedPlan | null;
  onDone: () => void;
}) {
  const resumed = plan && plan.items.some((i) => !i.completed) ? plan : null;
  const [items, setItems] = useState<Item[] | null>(
    resumed
      ? resumed.items
          .filter((i) => !i.completed)
          .map(({ taskId, description, category, minutes }) => ({
            taskId,
            description,
            category,
            minutes,
            reason: "planned",
          }))
      : null,
  );
  const [start, setStart] = useState(resumed?.start ?? "09:00");
  const [available, setAvailable] = useState(120);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  const apply = (p: ProposalDto, keepItems = false) => {
    setStart(p.start);
    setAvailable(p.minutes);
    if (!keepItems)
      setItems(
        p.items.map(({ taskId, description, category, minutes, reason }) => ({
          taskId,
          description,
          category,
          minutes,
          reason,
        })),
      );
  };
  const failed = (err: unknown) =>
    toast({
      title: "Could not plan the day",
      description: serverMessage(err, "Please try again later."),
      variant: "destructive",
    });
  const propose = (body: { minutes?: number; start?: string } = {}) => {
    setLoading(true);
    apiJson<ProposalDto>("POST", "/api/plans/propose", { date, ...body })
      .then((p) => apply(p), failed)
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    // The time available comes with a proposal; a resumed plan keeps its own items.
    apiJson<ProposalDto>("POST", "/api/plans/propose", {
      date,
      ...(resumed ? { start: resumed.start } : {}),
    }).then((p) => apply(p, resumed !== null), failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);

  if (items === null) return <Planning />;
  return (
    <PlanEditor
      date={date}
      start={start}
      available={available}
      items={items}
      loading={loading}
      saving={saving}
      onStart={setStart}
      onAvailable={setAvailable}
      onItems={setItems}
      onRepropose={() => propose({ start, minutes: available })}
      onSaving={setSaving}
      onDone={onDone}
    />
  );
}

type EditorProps = {
  date: string;
  start: string;
  available: number;
  items: Item[];
  loading: boolean;
  saving: boolean;
  onStart: (start: string) => void;
  onAvailable: (minutes: number) => void;
  onItems: (items: Item[]) => void;
  onRepropose: () => void;
  onSaving: (saving: boolean) => void;
  onDone: () => void;
};

function PlanEditor({
  date,
  start,
  available,
  items,
  loading,
  saving,
  onStart,
  onAvailable,
  onItems,
  onRepropose,
  onSaving,
  onDone,
}: EditorProps) {
  const label = useCategoryLabel();
  const { data: settings } = useSettings();
  const { data: tasks } = useTasks();
  const queryClient = useQueryClient();
  const invalidateTasks = useInvalidateTasks();
  const [dragging, setDragging] = useState<number | null>(null);
  const timed = retime(items, isClockTime(start) ? start : "09:00");
  const planned = items.reduce((s, i) => s + i.minutes, 0);
  const over = planned > available;
  const balance = planBalance(items);
  const ideal = settings?.categoryPercentages;
  const inPlan = new Set(items.map((i) => i.taskId));
  const addable = (tasks ?? []).filter((t: TaskDto) => !t.completed && !inPlan.has(t.id));
  const defaultEstimate = settings?.defaultEstimateMinutes ?? 30;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onItems(next);
  };
  const onRowKey = (e: KeyboardEvent, i: number) => {
    if (!e.altKey) return;
    if (e.key === "ArrowUp") move(i, i - 1);
    else if (e.key === "ArrowDown") move(i, i + 1);
    else return;
    e.preventDefault();
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
      await apiJson("PUT", `/api/plans/${date}`, {
        start,
        items: timed.items.map((i) => ({ taskId: i.taskId, start: i.start, minutes: i.minutes })),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: planKey(date) }),
        invalidateTasks(),
      ]);
      toast({
        title: "Your day is planned",
        description: `${items.length} ${items.length === 1 ? "task" : "tasks"}, ${formatMinutes(planned)}.`,
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
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="plan-start">From</Label>
          <Input
            id="plan-start"
            type="time"
            className="w-32"
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
        Planned {formatMinutes(planned)} of {formatMinutes(available)}
        {over && " — more than the time you have"}
      </p>

      {items.length === 0 ? (
        <p className="rounded-md border p-4 text-sm text-muted-foreground">
          Nothing planned yet. Add a task below.
        </p>
      ) : (
        <ol className="space-y-2" aria-label="Today's plan" data-testid="plan-items">
          {timed.items.map((item, i) => (
            <li
              key={item.taskId}
              draggable
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(dragging, i);
                setDragging(null);
              }}
              onKeyDown={(e) => onRowKey(e, i)}
              data-testid="plan-item"
              className="flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 text-sm sm:flex-nowrap"
              style={{ borderLeft: `4px solid ${categoryColor(item.category)}` }}
            >
              <span
                className="w-12 shrink-0 font-medium tabular-nums"
                data-testid="plan-item-start"
              >
                {item.start}
              </span>
              {/* On a phone the words keep a readable width; the controls wrap below them. */}
              <span className="min-w-[10rem] flex-1 sm:min-w-0">
                <span className="block break-words font-medium">{item.description}</span>
                <span className="text-xs text-muted-foreground">
                  {label(item.category)} · {REASONS[item.reason]}
                </span>
              </span>
              <Input
                aria-label={`Minutes for "${item.description}"`}
                inputMode="numeric"
                className="h-8 w-16"
                defaultValue={String(item.minutes)}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (isEstimate(n))
                    onItems(
                      items.map((x) => (x.taskId === item.taskId ? { ...x, minutes: n } : x)),
                    );
                }}
              />
              <span className="text-xs text-muted-foreground">min</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Move "${item.description}" earlier`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Move "${item.description}" later`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove "${item.description}" from the plan`}
                onClick={() => onItems(items.filter((x) => x.taskId !== item.taskId))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-muted-foreground">
        Drag to reorder, or use the arrows (Alt+↑/↓ on a focused row). Times follow the order.
      </p>

      <div className="space-y-1">
        <p className="text-sm font-medium">Add a task</p>
        <PlanTaskPicker
          tasks={addable}
          minutesOf={(t) => minutesOf(t, defaultEstimate)}
          label={label}
          onPick={add}
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

/** The plan's balance: a small ring of planned time per area, with the ideal beside each share. */
function PlanWheel({
  balance,
  ideal,
  label,
}: {
  balance: Partial<Record<Category, number>>;
  ideal?: Record<Category, number>;
  label: (c: string) => string;
}) {
  const areas = CATEGORIES.filter((c) => (balance[c] ?? 0) > 0);
  if (areas.length === 0) return null;
  const ends = areas.map((_, k) =>
    areas.slice(0, k + 1).reduce((s, c) => s + (balance[c] ?? 0) * 100, 0),
  );
  const stops = areas.map(
    (c, k) => `${categoryColor(c)} ${k === 0 ? 0 : ends[k - 1]}% ${ends[k]}%`,
  );
  return (
    <section
      aria-labelledby="plan-balance"
      className="flex items-center gap-4 rounded-md border p-3"
    >
      <div
        className="size-20 shrink-0 rounded-full"
        style={{
          background: `conic-gradient(${stops.join(", ")})`,
          mask: "radial-gradient(circle, transparent 45%, black 46%)",
        }}
        aria-hidden
        data-testid="plan-wheel"
      />
      <div className="min-w-0 space-y-1">
        <h3 id="plan-balance" className="text-sm font-semibold">
          Balance of this plan
        </h3>
        <ul className="text-xs" aria-label="Planned time by life area, against your ideal">
          {areas.map((c) => (
            <li key={c} className="flex items-center gap-2">
              <span
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: categoryColor(c) }}
                aria-hidden
              />
              <span className="truncate">{label(c)}</span>
              <span className="tabular-nums">
                {Math.round((balance[c] ?? 0) * 100)}%{ideal ? ` / ${ideal[c]}%` : ""}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
