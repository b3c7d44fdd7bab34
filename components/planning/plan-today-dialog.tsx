"use client";
// Plan today (issue 27): Balance proposes a timeline for the time you have; you remove, add,
// reorder (drag, or the arrows / Alt+↑↓ by keyboard), change durations, see planned against
// available time and the plan's balance against your ideal, then "Start my day" saves it. Today's
// unfinished habits with an estimate come in every proposal as items (issue 46 item 4), after the
// proposed tasks; they are removed like any item.
// Loaded on first use (LazyPlanToday): none of this is in the dashboard's first JavaScript.
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "@/components/ui/icons";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { HabitDto } from "@/lib/habits/shapes";
import type { ProposalDto, SavedPlan } from "@/lib/planning/shapes";
import type { CalendarEventDto } from "@/lib/calendars/shapes";
import { usePlannerNow } from "@/components/tasks/planner-clock";
import { usePlan } from "./use-plan";
import { habitItem, unfinishedHabits, type PlanItem } from "./plan-item";
import { useSettings } from "@/components/settings/use-settings";
import { PlanEditor } from "./plan-editor";

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
  const [items, setItems] = useState<PlanItem[] | null>(
    resumed
      ? resumed.items
          .filter((i) => !i.completed)
          .map(({ taskId, habitId, description, category, minutes }) => ({
            taskId,
            habitId,
            description,
            category,
            minutes,
            reason: "planned",
          }))
      : null,
  );
  const [start, setStart] = useState(resumed?.start ?? "09:00");
  const [available, setAvailable] = useState(120);
  const [events, setEvents] = useState<CalendarEventDto[]>([]);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  // The habits as the dashboard holds them (read if not yet); without them, the tasks alone.
  const habitsNow = () =>
    queryClient.fetchQuery<HabitDto[]>({ queryKey: queryKeys.habits }).catch(() => []);

  const apply = (p: ProposalDto, habits: HabitDto[], keepItems = false) => {
    setStart(p.start);
    setAvailable(p.minutes);
    setEvents(p.events ?? []);
    if (!keepItems)
      setItems([
        ...p.items.map(({ taskId, description, category, minutes, reason }) => ({
          taskId,
          description,
          category,
          minutes,
          reason,
        })),
        ...unfinishedHabits(habits, date).map((h) =>
          habitItem(h, "habit", settings?.defaultEstimateMinutes ?? 30),
        ),
      ]);
  };
  const failed = (err: unknown) =>
    toast({
      title: "Could not plan the day",
      description: serverMessage(err, "Please try again later."),
      variant: "destructive",
    });
  const propose = (body: { minutes?: number; start?: string } = {}) => {
    setLoading(true);
    Promise.all([
      apiJson<ProposalDto>("POST", "/api/plans/propose", { date, ...body }),
      habitsNow(),
    ])
      .then(([p, habits]) => apply(p, habits), failed)
      .finally(() => setLoading(false));
  };

  useEffect(() => {
    // The time available comes with a proposal; a resumed plan keeps its own items.
    Promise.all([
      apiJson<ProposalDto>("POST", "/api/plans/propose", {
        date,
        ...(resumed ? { start: resumed.start } : {}),
      }),
      habitsNow(),
    ]).then(([p, habits]) => apply(p, habits, resumed !== null), failed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);

  if (items === null) return <Planning />;
  return (
    <PlanEditor
      date={date}
      start={start}
      available={available}
      events={events}
      items={items}
      loading={loading}
      saving={saving}
      onStart={setStart}
      onAvailable={setAvailable}
      onItems={setItems}
      onRepropose={() => propose({ start, minutes: available })}
      onSaving={setSaving}
      onDone={onDone}
      previous={plan}
    />
  );
}
