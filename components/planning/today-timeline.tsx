"use client";
// The Today view's timeline: the saved plan of the day, item by item, at its planned time.
// Loaded with the Today view (React.lazy in the task panel), not with the dashboard.
import { categoryColor } from "@/lib/categories";
import { toClock, toMinutes } from "@/lib/planning/propose";
import { formatMinutes } from "@/lib/time/rules";
import { usePlannerNow } from "@/components/tasks/planner-clock";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { cn } from "@/lib/utils";
import { planKey, usePlan } from "./use-plan";
import { planItemKey } from "./plan-item";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { useEvents } from "./use-events";

export default function TodayTimeline() {
  const now = usePlannerNow();
  const { data: plan } = usePlan(now.date);
  const hasPlan = !!plan && plan.items.length > 0;
  // Issue 44: a busy event that now overlaps a planned item (added or moved since the plan was saved) is named.
  const { data: events } = useEvents(now.date, now.date, hasPlan);
  const label = useCategoryLabel();
  const queryClient = useQueryClient();
  // A habit's item is checked from here (issue 46): the habit's check for the plan's day.
  const checkHabit = (habitId: number) =>
    apiJson("PUT", `/api/habits/${habitId}/checks/${now.date}`).then(
      () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: planKey(now.date) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.habits }),
        ]),
      (err: unknown) =>
        toast({
          title: "Failed to check the habit",
          description: serverMessage(err, "Please try again later."),
          variant: "destructive",
        }),
    );
  if (!plan || plan.items.length === 0) return null;
  const clashOf = (start: string, minutes: number) => {
    const from = toMinutes(start);
    const to = from + minutes;
    return (events ?? []).find(
      (e) =>
        e.busy &&
        !e.allDay &&
        e.start !== null &&
        toMinutes(e.start) < to &&
        from < (e.end === "24:00" ? 24 * 60 : toMinutes(e.end!)),
    );
  };
  return (
    <section
      aria-labelledby="today-plan"
      className="space-y-2 rounded-lg border p-3"
      data-testid="today-timeline"
    >
      <h4 id="today-plan" className="text-sm font-semibold">
        Your plan · {formatMinutes(plan.plannedMinutes)}
      </h4>
      <ol className="relative space-y-2 border-l pl-4">
        {plan.items.map((item) => (
          <li key={planItemKey(item)} className="relative text-sm" data-testid="timeline-item">
            <span
              className="absolute top-1.5 -left-[21px] size-2.5 rounded-full"
              style={{ backgroundColor: categoryColor(item.category) }}
              aria-hidden
            />
            <span className="font-medium tabular-nums">
              {item.start}–{toClock(Math.min(toMinutes(item.start) + item.minutes, 24 * 60 - 1))}
            </span>{" "}
            <span className={cn(item.completed && "text-muted-foreground line-through")}>
              {item.description}
            </span>
            <span className="block text-xs text-muted-foreground">
              {label(item.category)} · {formatMinutes(item.minutes)}
              {item.habitId !== null && " · habit"}
              {item.completed && " · done"}
            </span>
            {!item.completed && (
              <span className="mt-1 flex flex-wrap gap-2">
                {item.habitId !== null && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="h-8 max-sm:h-11"
                    aria-label={`Mark "${item.description}" done today`}
                    onClick={() => void checkHabit(item.habitId!)}
                  >
                    Done
                  </Button>
                )}
                {/* The focus timer from the plan's item (issue 46 item 5), loaded on first use. */}
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="h-8 max-sm:h-11"
                  aria-label={`Start timer on "${item.description}"`}
                  onClick={() =>
                    void import("@/components/timer/timer-actions").then((m) =>
                      m.startTimer(
                        item.taskId !== null ? { taskId: item.taskId } : { habitId: item.habitId! },
                        item.description,
                      ),
                    )
                  }
                >
                  Start timer
                </Button>
              </span>
            )}
            {!item.completed && clashOf(item.start, item.minutes) && (
              <span className="block text-xs font-medium text-destructive" data-testid="plan-clash">
                Overlaps &ldquo;{clashOf(item.start, item.minutes)!.title}&rdquo; in your calendar
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
