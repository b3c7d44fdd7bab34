// The weekly review's goals (issue 45), as a pure function over plain rows: each active goal's
// progress in the week reviewed, the goals achieved that week, and active goals with no task done
// for two weeks. Days are "YYYY-MM-DD" in the user's zone.
import { addDays } from "@/lib/time/days";

export const STALL_DAYS = 14;

export type WeekGoalInput = {
  id: number;
  title: string;
  status: "active" | "achieved" | "dropped";
  /** The day it was created and, if achieved, the day it was achieved. */
  createdOn: string;
  achievedOn: string | null;
};
export type DoneTaskInput = { goalId: number; doneOn: string; minutes: number };

export type GoalWeek = {
  progress: { id: number; title: string; tasksDone: number; minutesDone: number }[];
  achieved: { id: number; title: string; achievedOn: string }[];
  /** Active for two weeks or more with no task done in the last two weeks. */
  stalled: { id: number; title: string }[];
};

export function goalWeek(
  goals: WeekGoalInput[],
  done: DoneTaskInput[],
  weekStart: string,
  today: string,
): GoalWeek {
  const weekEnd = addDays(weekStart, 6);
  const inWeek = (day: string) => day >= weekStart && day <= weekEnd;
  const stallFrom = addDays(today, -(STALL_DAYS - 1));
  const active = goals.filter((g) => g.status === "active");
  return {
    progress: active.map((g) => {
      const mine = done.filter((t) => t.goalId === g.id && inWeek(t.doneOn));
      return {
        id: g.id,
        title: g.title,
        tasksDone: mine.length,
        minutesDone: mine.reduce((s, t) => s + t.minutes, 0),
      };
    }),
    achieved: goals
      .filter((g) => g.status === "achieved" && g.achievedOn !== null && inWeek(g.achievedOn))
      .map((g) => ({ id: g.id, title: g.title, achievedOn: g.achievedOn! })),
    stalled: active
      .filter(
        (g) =>
          g.createdOn <= addDays(today, -STALL_DAYS) &&
          !done.some((t) => t.goalId === g.id && t.doneOn >= stallFrom && t.doneOn <= today),
      )
      .map((g) => ({ id: g.id, title: g.title })),
  };
}
