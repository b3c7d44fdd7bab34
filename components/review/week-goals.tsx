// The weekly review's goals (issue 45): goals achieved this week, each active goal's progress this
// week, and the active goals with no task done for two weeks.
import type { GoalWeek } from "@/lib/goals/week";
import { formatMinutes } from "@/lib/time/minutes";
import { shortDate } from "@/lib/time/day-labels";

export function WeekGoals({ goals, today }: { goals: GoalWeek; today: string }) {
  const { progress, achieved, stalled } = goals;
  if (progress.length === 0 && achieved.length === 0) return null;
  return (
    <section aria-labelledby="review-goals" className="space-y-2" data-testid="review-goals">
      <h3 id="review-goals" className="font-semibold">
        Your goals
      </h3>
      {achieved.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Goals achieved this week">
          {achieved.map((g) => (
            <li key={g.id} className="font-medium text-primary">
              Achieved: {g.title} ({shortDate(g.achievedOn, today)})
            </li>
          ))}
        </ul>
      )}
      {progress.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Progress on your goals this week">
          {progress.map((g) => (
            <li key={g.id}>
              {g.title}:{" "}
              {g.tasksDone === 0
                ? "no task done this week"
                : `${g.tasksDone} ${g.tasksDone === 1 ? "task" : "tasks"} done, ${formatMinutes(g.minutesDone)}`}
            </li>
          ))}
        </ul>
      )}
      {stalled.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="review-goals-stalled">
          No progress for two weeks: {stalled.map((g) => g.title).join(", ")}.
        </p>
      )}
    </section>
  );
}
