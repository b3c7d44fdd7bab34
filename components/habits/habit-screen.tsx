"use client";
// A habit's page (/habits/{id}, issue 46): today's check, current and longest streak, a 12-week
// heat map whose last 8 days can be checked or taken back, edit, archive and delete.
import { lazy, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { ArrowLeft, Clock, Pencil, Star, Trash2 } from "@/components/ui/icons";
import { startTimer } from "@/components/timer/timer-actions";
import { PageHeading } from "@/components/layout/page-heading";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MountWhen } from "@/components/ui/mount-when";
import { toast } from "@/components/ui/use-toast";
import { apiJson, apiRequest, serverMessage } from "@/lib/api/client";
import { categoryColor, categoryLabel, type Category } from "@/lib/categories";
import { streakLabel, targetLabel, type HabitDto } from "@/lib/habits/shapes";
import { checkableDay, HISTORY_WEEKS, historyStart, isDaily } from "@/lib/habits/streaks";
import { estimateLabel } from "@/lib/time/rules";
import { addDays } from "@/lib/time/days";
import { shortDate, weekdayName } from "@/lib/time/day-labels";
import { HabitRing } from "./habit-ring";

const HabitDialog = lazy(() => import("./habit-dialog"));

type Props = {
  initial: HabitDto;
  /** The user's today, read in their zone by the server. */
  today: string;
  names: Partial<Record<Category, string>>;
};

export function HabitScreen({ initial, today, names }: Props) {
  const router = useRouter();
  const [habit, setHabit] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const label = useMemo(() => (c: string) => categoryLabel(c, names), [names]);
  const daily = isDaily(habit.target);
  const checkedToday = habit.checks.includes(today);
  const best = habit.streak.current >= 2 && habit.streak.current === habit.streak.longest;

  const toggle = async (day: string) => {
    const checked = habit.checks.includes(day);
    setBusy(day);
    try {
      const next = await apiJson<HabitDto>(
        checked ? "DELETE" : "PUT",
        `/api/habits/${habit.id}/checks/${day}`,
      );
      if (next.streak.longest > habit.streak.longest && next.streak.longest >= 2)
        toast({
          title: "Best streak yet!",
          description: `${streakLabel(next.streak.longest, next.target)} of ${next.title}.`,
        });
      setHabit(next);
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Error",
        description: serverMessage(err, "The check-in could not be saved. Please try again."),
      });
    } finally {
      setBusy(null);
    }
  };

  const setArchived = async (archived: boolean) => {
    setBusy("archive");
    try {
      setHabit(await apiJson<HabitDto>("PATCH", `/api/habits/${habit.id}`, { archived }));
      toast({ title: archived ? "Habit archived" : "Habit restored", description: habit.title });
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Error",
        description: serverMessage(err, "The habit could not be changed. Please try again."),
      });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    try {
      await apiRequest("DELETE", `/api/habits/${habit.id}`);
      toast({ title: "Habit deleted", description: habit.title });
      router.push("/");
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Error",
        description: serverMessage(err, "The habit could not be deleted. Please try again."),
      });
      return false;
    }
  };

  return (
    <>
      <AppLink
        href="/"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
        icon={<ArrowLeft className="size-4" aria-hidden />}
      >
        Dashboard
      </AppLink>
      <PageHeading
        title={habit.title}
        subtitle={`${label(habit.category)} · ${targetLabel(habit.target)}${
          habit.estimateMinutes ? ` · ${estimateLabel(habit.estimateMinutes)}` : ""
        }${habit.reminderTime ? ` · reminder at ${habit.reminderTime}` : ""}${
          habit.archived ? " · archived" : ""
        }`}
        actions={
          <div className="flex flex-wrap gap-2">
            {!habit.archived && (
              <Button
                type="button"
                variant="outline"
                onClick={() => void startTimer({ habitId: habit.id }, habit.title)}
              >
                <Clock aria-hidden />
                Start timer
              </Button>
            )}
            <Button
              ref={editButton}
              type="button"
              variant="outline"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy === "archive"}
              onClick={() => void setArchived(!habit.archived)}
            >
              {habit.archived ? "Restore" : "Archive"}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline">
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              }
              title="Delete this habit?"
              description="Its checks and streaks are deleted with it. Archive it instead to keep them."
              confirmLabel="Delete"
              pendingLabel="Deleting..."
              onConfirm={remove}
            />
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">
              <h2>{daily ? "Today" : "This week"}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex items-center gap-4">
              <HabitRing
                done={habit.period.done}
                target={habit.period.target}
                category={habit.category}
                size={72}
              />
              <div>
                <p className="text-2xl font-semibold" data-testid="habit-period">
                  {habit.period.done} of {habit.period.target}
                </p>
                <p className="text-sm text-muted-foreground">
                  {daily ? "checked today" : "checks this week"}
                </p>
              </div>
            </div>
            <Button
              type="button"
              className="w-full"
              variant={checkedToday ? "outline" : "default"}
              aria-pressed={checkedToday}
              disabled={busy === today}
              onClick={() => void toggle(today)}
            >
              {checkedToday ? "Done today · undo" : "Check today"}
            </Button>
            <dl className="grid grid-cols-2 gap-4 text-center">
              <div className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">Current streak</dt>
                <dd className="text-xl font-semibold" data-testid="habit-current-streak">
                  {streakLabel(habit.streak.current, habit.target)}
                </dd>
              </div>
              <div className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">Longest streak</dt>
                <dd className="text-xl font-semibold" data-testid="habit-longest-streak">
                  {streakLabel(habit.streak.longest, habit.target)}
                </dd>
              </div>
            </dl>
            {best && (
              <p className="flex items-center gap-2 rounded-lg bg-accent p-3 text-sm" role="status">
                <Star className="size-4" aria-hidden />
                Best streak yet: keep it going!
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">
              <h2>Last 12 weeks</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <HeatMap habit={habit} today={today} busy={busy} onToggle={(day) => void toggle(day)} />
            <p className="mt-3 text-xs text-muted-foreground">
              Missed a day? Tap it to fill it in, up to 7 days back.
            </p>
          </CardContent>
        </Card>
      </div>
      <MountWhen when={editing}>
        <HabitDialog
          open={editing}
          onOpenChange={setEditing}
          habit={habit}
          onSaved={setHabit}
          label={label}
          opener={editButton}
        />
      </MountWhen>
    </>
  );
}

const WEEKDAY_ROWS = 7;

function HeatMap({
  habit,
  today,
  busy,
  onToggle,
}: {
  habit: HabitDto;
  today: string;
  busy: string | null;
  onToggle: (day: string) => void;
}) {
  const first = historyStart(today, habit.weekStart);
  const checked = new Set(habit.checks);
  const color = categoryColor(habit.category);
  const days = Array.from({ length: HISTORY_WEEKS * WEEKDAY_ROWS }, (_, i) => addDays(first, i));
  return (
    <div className="overflow-x-auto">
      <div
        className="grid w-max grid-flow-col grid-rows-7 gap-1"
        role="group"
        aria-label={`${habit.title}: checks of the last 12 weeks`}
        data-testid="habit-heatmap"
      >
        {days.map((day) => {
          const future = day > today;
          const on = checked.has(day);
          const name = `${weekdayName(day)} ${shortDate(day, today)}: ${on ? "checked" : "not checked"}`;
          const style = on ? { backgroundColor: color } : undefined;
          const cell = "size-5 rounded-sm border sm:size-6";
          if (future)
            return <span key={day} className={`${cell} border-dashed opacity-40`} aria-hidden />;
          if (checkableDay(day, today) === null)
            return (
              <button
                key={day}
                type="button"
                className={`${cell} ring-offset-background focus-visible:ring-2 focus-visible:ring-ring ${on ? "" : "bg-muted"}`}
                style={style}
                aria-label={name}
                aria-pressed={on}
                data-day={day}
                disabled={busy === day}
                onClick={() => onToggle(day)}
              />
            );
          return (
            <span
              key={day}
              className={`${cell} ${on ? "" : "bg-muted/60"}`}
              style={style}
              title={name}
              role="img"
              aria-label={name}
              data-day={day}
            />
          );
        })}
      </div>
    </div>
  );
}
