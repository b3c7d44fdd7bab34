"use client";
// The weekly review (/review): look back at the week, reflect, choose next week's focus, done.
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { ArrowLeft, Check, Loader2, Star } from "@/components/ui/icons";
import { PageHeading } from "@/components/layout/page-heading";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { LazyVoiceInput } from "@/components/voice/lazy-voice-input";
import { apiJson, serverMessage } from "@/lib/api/client";
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  categoryLabel,
  type Category,
  type CategoryMap,
} from "@/lib/categories";
import type { CurrentReview } from "@/lib/insights/reviews";
import { MAX_FOCUS_AREAS, MAX_FOCUS_TASKS } from "@/lib/insights/review-week";
import { formatMinutes } from "@/lib/time/minutes";
import { shortDate } from "@/lib/time/day-labels";
import { BalanceByControl } from "@/components/dashboard/balance-by-control";
import { useBalanceBy } from "@/components/insights/use-balance-by";
import { WeekShares } from "./week-shares";
import { WeekGoals } from "./week-goals";
import { WeekHabits } from "./week-habits";
import { WeekEstimates } from "./week-estimates";
import { WeekSatisfaction } from "./week-satisfaction";
import type { GoalWeek } from "@/lib/goals/week";

// The one area picker of every form (Radix Select), loaded when the Reflect step first shows, so
// the review's first JavaScript does not carry it.
const CategorySelect = lazy(() =>
  import("@/components/tasks/category-select").then((m) => ({ default: m.CategorySelect })),
);

const STEPS = ["Your week", "Reflect", "Next week's focus", "Done"] as const;

type ReviewTask = {
  id: number;
  description: string;
  category: string;
  important: boolean;
  dueDate: string | null;
};
type Props = {
  review: CurrentReview | null;
  openTasks: ReviewTask[];
  names: Partial<Record<Category, string>>;
  /** The week's goals (issue 45); null when they could not be loaded. */
  goals?: GoalWeek | null;
  today?: string;
  /** The latest check-in's scores (issue 45), null before the first. */
  satisfaction?: CategoryMap<number> | null;
};

const toggle = <T,>(list: T[], item: T, max: number) =>
  list.includes(item) ? list.filter((x) => x !== item) : list.length < max ? [...list, item] : list;

export function ReviewScreen({
  review,
  openTasks,
  names,
  goals = null,
  today = "",
  satisfaction = null,
}: Props) {
  const label = useMemo(() => (c: string) => categoryLabel(c, names), [names]);
  const [step, setStep] = useState(0);
  const [reflection, setReflection] = useState("");
  const [area, setArea] = useState<Category>(DEFAULT_CATEGORY);
  const [areas, setAreas] = useState<Category[]>([]);
  const [taskIds, setTaskIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [streak, setStreak] = useState<number | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [by, setBy] = useBalanceBy(review?.summary.by ?? "time");

  if (!review) {
    return (
      <>
        <PageHeading title="Weekly review" />
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          Your week could not be loaded. Please try refreshing the page.
        </p>
      </>
    );
  }
  const { summary, weekStart, when } = review;
  // Both measures come with the page: the switch changes the words at once (issue 27).
  const { score, change } = summary.scores[by];
  const totalMinutes = CATEGORIES.reduce((s, c) => s + summary.minutes[c], 0);
  // By time the calendar's busy time over in the week counts too (issue 44 item 5).
  const calendarTotal =
    by === "time" ? CATEGORIES.reduce((s, c) => s + (summary.calendarMinutes?.[c] ?? 0), 0) : 0;
  const week = shortDate(weekStart, weekStart);
  // A new account looks at its first week so far; otherwise the week is named as people say it.
  const period = when === "last" ? "last week" : "this week";
  const subtitle =
    when === "first"
      ? "Your first week so far: look back, then choose where your effort goes next."
      : `${when === "last" ? "Last week" : "This week"} (the week of ${week}): look back, then choose where your effort goes next.`;
  const go = (next: number) => {
    setStep(next);
    // The new step's heading takes focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const save = async () => {
    setSaving(true);
    try {
      await apiJson("POST", "/api/reviews", {
        weekStart,
        reflection: reflection.trim() || undefined,
        reflectionArea: area,
        focusAreas: areas,
        focusTaskIds: taskIds,
      });
      const { streak: weeks } = await apiJson<{ streak: number }>("GET", "/api/reviews");
      setStreak(weeks);
      go(3);
    } catch (err) {
      toast({
        title: "Failed to save your review",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeading title="Weekly review" subtitle={subtitle} />
      <ol className="mb-4 flex flex-wrap gap-2 text-xs" aria-label="Steps">
        {STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === step ? "step" : undefined}
            className={
              i === step
                ? "rounded-full bg-primary px-3 py-1 text-primary-foreground"
                : "rounded-full bg-muted px-3 py-1 text-muted-foreground"
            }
          >
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 ref={stepHeading} tabIndex={-1} className="outline-none">
              {STEPS[step]}
            </h2>
          </CardTitle>
          {step === 0 && (
            <CardDescription data-testid="review-week-words">
              {summary.total === 0 && calendarTotal === 0
                ? summary.checks > 0
                  ? `You completed no tasks ${period}, and checked your habits ${summary.checks} ${summary.checks === 1 ? "time" : "times"}. Your balance score: ${score}.`
                  : `You completed no tasks ${period}. That is worth noticing too.`
                : `${
                    summary.total === 0
                      ? `You completed no tasks ${period}, and your calendar had ${formatMinutes(calendarTotal)} of busy time`
                      : calendarTotal > 0
                        ? `You completed ${summary.total} ${summary.total === 1 ? "task" : "tasks"} ${period} (${formatMinutes(totalMinutes - calendarTotal)}) and your calendar had ${formatMinutes(calendarTotal)} of busy time, ${formatMinutes(totalMinutes)} in all`
                        : `You completed ${summary.total} ${summary.total === 1 ? "task" : "tasks"} ${period}${by === "time" ? `, ${formatMinutes(totalMinutes)} in all` : ""}`
                  }${
                    summary.checks > 0
                      ? `, and checked your habits ${summary.checks} ${summary.checks === 1 ? "time" : "times"}`
                      : ""
                  }. Your balance score: ${score}${
                    change === null
                      ? "."
                      : change === 0
                        ? ", the same as the week before."
                        : `, ${change > 0 ? "up" : "down"} ${Math.abs(change)} from the week before.`
                  }`}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="space-y-4">
          {step === 0 && (
            <>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="text-muted-foreground">Measure by</span>
                <BalanceByControl value={by} onValueChange={setBy} />
              </div>
              <WeekShares
                amounts={by === "time" ? summary.minutes : summary.completed}
                calendar={by === "time" ? summary.calendarMinutes : undefined}
                ideal={summary.ideal}
                label={label}
                by={by}
              />
              <WeekSatisfaction
                scores={satisfaction}
                amounts={by === "time" ? summary.minutes : summary.completed}
                ideal={summary.ideal}
                label={label}
                period={period}
              />
              <WeekHabits habits={summary.habits} label={label} />
              <WeekEstimates
                estimates={summary.estimates}
                note={summary.estimateNote}
                label={label}
              />
              {goals && <WeekGoals goals={goals} today={today} />}
            </>
          )}
          {step === 1 && (
            <>
              <div className="space-y-2">
                <Label htmlFor="review-reflection">
                  What went well, and what would you change?
                </Label>
                <Textarea
                  id="review-reflection"
                  rows={6}
                  value={reflection}
                  onChange={(e) => setReflection(e.target.value)}
                  maxLength={20_000}
                />
                <LazyVoiceInput
                  onFinished={(text) => setReflection((r) => (r ? `${r} ${text}` : text))}
                  onError={(message) =>
                    toast({
                      title: "Voice input failed",
                      description: message,
                      variant: "destructive",
                    })
                  }
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor="review-area">Save it in your journal under</Label>
                <Suspense fallback={<div className="h-9 w-full rounded-md border" />}>
                  <CategorySelect
                    id="review-area"
                    className="w-full"
                    value={area}
                    onChange={setArea}
                    label={label}
                  />
                </Suspense>
              </div>
            </>
          )}
          {step === 2 && (
            <>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">
                  Up to {MAX_FOCUS_AREAS} areas to give more of your week to
                </legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {CATEGORIES.map((c) => (
                    <label
                      key={c}
                      className="flex min-h-11 items-center gap-2 rounded-md border px-3 text-sm"
                    >
                      <Checkbox
                        checked={areas.includes(c)}
                        disabled={!areas.includes(c) && areas.length >= MAX_FOCUS_AREAS}
                        onCheckedChange={() => setAreas((a) => toggle(a, c, MAX_FOCUS_AREAS))}
                      />
                      {label(c)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">
                  Up to {MAX_FOCUS_TASKS} focus tasks: they get a star and a due date by the end of
                  next week
                </legend>
                {openTasks.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    You have no open tasks. Add some on the dashboard, then pick your focus.
                  </p>
                ) : (
                  <ul className="max-h-80 space-y-1 overflow-y-auto">
                    {openTasks.map((t) => (
                      <li key={t.id}>
                        <label className="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm hover:bg-muted">
                          <Checkbox
                            checked={taskIds.includes(t.id)}
                            disabled={!taskIds.includes(t.id) && taskIds.length >= MAX_FOCUS_TASKS}
                            onCheckedChange={() =>
                              setTaskIds((ids) => toggle(ids, t.id, MAX_FOCUS_TASKS))
                            }
                          />
                          <span className="min-w-0 flex-1 break-words">{t.description}</span>
                          {t.important && (
                            <Star
                              className="size-3.5 fill-yellow-400 text-yellow-500"
                              aria-label="Starred"
                            />
                          )}
                          <span className="text-xs text-muted-foreground">{label(t.category)}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
            </>
          )}
          {step === 3 && (
            <div className="space-y-2" data-testid="review-done">
              <p className="flex items-center gap-2 font-medium">
                <Check className="size-5 text-primary" aria-hidden />
                Review saved. Have a good week.
              </p>
              {streak !== null && (
                <p className="text-sm text-muted-foreground" data-testid="review-streak">
                  {streak === 1
                    ? "Your first week in a row: come back next Friday to keep it going."
                    : `${streak} weeks in a row.`}
                </p>
              )}
            </div>
          )}
        </CardContent>
        <CardFooter className="flex flex-wrap justify-between gap-2">
          {step > 0 && step < 3 ? (
            <Button type="button" variant="outline" onClick={() => go(step - 1)}>
              <ArrowLeft aria-hidden />
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < 2 && (
            <Button type="button" onClick={() => go(step + 1)}>
              Next
            </Button>
          )}
          {step === 2 && (
            <Button type="button" onClick={() => void save()} disabled={saving}>
              {saving && <Loader2 className="animate-spin" aria-hidden />}
              Finish review
            </Button>
          )}
          {step === 3 && (
            <Button asChild>
              <AppLink href="/">Back to your tasks</AppLink>
            </Button>
          )}
        </CardFooter>
      </Card>
    </>
  );
}
