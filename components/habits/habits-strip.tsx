"use client";
// The dashboard's "Habits" strip (issue 46), above the task list: each active habit with its ring
// for this period and one tap to check today (a second tap takes it back). Part of the dashboard's
// first JavaScript: loaded lazily, React streamed it after the rest of the page (a page this large
// has its Suspense boundaries sent last), and on a desktop its text, the largest on the first
// screen, was painted after the scripts had run (first-paint.md). Its dialog still loads on demand.
import { lazy, useRef, useState } from "react";
import { Plus } from "@/components/ui/icons";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { MountWhen } from "@/components/ui/mount-when";
import { usePlannerNow } from "@/components/tasks/planner-clock";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { streakLabel, targetLabel, type HabitDto } from "@/lib/habits/shapes";
import { HabitRing } from "./habit-ring";
import { PendingWrites, useOnSynced } from "@/components/offline/pending-writes";
import type { OutboxKind } from "@/lib/offline/outbox-store";
import { useHabits, useInvalidateHabits, useStoreHabit, useToggleCheck } from "./use-habits";

const HABIT_KINDS: OutboxKind[] = ["habit"];

const HabitDialog = lazy(() => import("./habit-dialog"));

export default function HabitsStrip() {
  const { data, isLoading, isError } = useHabits();
  const [adding, setAdding] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const store = useStoreHabit();
  const label = useCategoryLabel();
  useOnSynced(HABIT_KINDS, useInvalidateHabits());
  const active = (data ?? []).filter((h) => !h.archived);
  const archived = (data ?? []).length - active.length;

  return (
    <Card data-testid="habits-strip">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">
          <h2>Habits</h2>
        </CardTitle>
        <Button
          ref={opener}
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setAdding(true)}
        >
          <Plus aria-hidden />
          New habit
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Loading habits...</p>
        ) : isError ? (
          <p className="text-sm text-destructive" role="alert">
            Your habits could not be loaded. Please try refreshing the page.
          </p>
        ) : active.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No habits yet. Add a routine you want to keep, like reading every evening.
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {active.map((h) => (
              <HabitChip key={h.id} habit={h} />
            ))}
          </ul>
        )}
        <PendingWrites kinds={HABIT_KINDS} label="Check-ins waiting to sync" />
        {archived > 0 && (
          <p className="mt-3 text-xs text-muted-foreground">
            <AppLink href="/habits" className="underline underline-offset-2">
              Archived habits ({archived})
            </AppLink>
          </p>
        )}
      </CardContent>
      <MountWhen when={adding}>
        <HabitDialog
          open={adding}
          onOpenChange={setAdding}
          onSaved={store}
          label={label}
          opener={opener}
        />
      </MountWhen>
    </Card>
  );
}

function HabitChip({ habit }: { habit: HabitDto }) {
  const today = usePlannerNow().date;
  const toggle = useToggleCheck();
  const checked = habit.checks.includes(today);
  const { done, target } = habit.period;
  const daily = target === 1 && (habit.target.per === "day" || habit.target.times >= 7);
  const progress = daily
    ? checked
      ? "done today"
      : "not done today"
    : `${done} of ${target} this week`;
  return (
    <li className="flex items-center gap-3 rounded-lg border p-2" data-testid="habit-chip">
      <button
        type="button"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        aria-pressed={checked}
        aria-label={`${checked ? "Undo today's check of" : "Check"} ${habit.title} (${progress})`}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ habit, day: today, today })}
      >
        <HabitRing done={done} target={target} category={habit.category} />
      </button>
      <div className="min-w-0 flex-1">
        <AppLink
          href={`/habits/${habit.id}`}
          className="block truncate font-medium underline-offset-2 hover:underline"
        >
          {habit.title}
        </AppLink>
        <p className="text-xs text-muted-foreground">
          {targetLabel(habit.target)}
          {!daily && ` · ${done}/${target}`}
          {habit.streak.current > 0 &&
            ` · streak ${streakLabel(habit.streak.current, habit.target)}`}
        </p>
      </div>
    </li>
  );
}
