"use client";
// The dashboard's habits (GET /api/habits) and the one-tap check: the answer, the habit with its
// new streak, replaces the cached one, so the ring and the streak move together. Without a network
// the check is kept in the offline outbox (sent once when the connection returns) and shown at once.
import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { HabitDto } from "@/lib/habits/shapes";
import { periodOf, streakOf } from "@/lib/habits/streaks";
import { loadOutbox } from "@/lib/offline/load-outbox";
import { sendOrQueue } from "@/lib/offline/outbox-store";
import { toast } from "@/components/ui/use-toast";

const HABITS_KEY = queryKeys.habits;
const QUEUED = "queued" as const;

export function useHabits() {
  return useQuery<HabitDto[]>({ queryKey: HABITS_KEY });
}

/** Checks made offline reached the server: read the habits again (the server's streaks). */
export function useInvalidateHabits() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: HABITS_KEY }),
    [queryClient],
  );
}

/** Puts the server's answer for one habit into the cached list (added when it is new). */
export function useStoreHabit() {
  const queryClient = useQueryClient();
  return (habit: HabitDto) =>
    queryClient.setQueryData<HabitDto[]>(HABITS_KEY, (list) => {
      if (!list) return [habit];
      return list.some((h) => h.id === habit.id)
        ? list.map((h) => (h.id === habit.id ? habit : h))
        : [...list, habit];
    });
}

/**
 * The habit as it will be once `day` is checked or unchecked, computed here from the last 12
 * weeks it carries (the server's answer, or the sync, replaces it with the whole history's).
 */
function toggled(habit: HabitDto, day: string, today: string): HabitDto {
  const checks = habit.checks.includes(day)
    ? habit.checks.filter((d) => d !== day)
    : [...habit.checks, day].sort();
  const streak = streakOf(checks, habit.target, today, habit.weekStart);
  return {
    ...habit,
    checks,
    totalChecks: Math.max(0, habit.totalChecks + checks.length - habit.checks.length),
    period: periodOf(checks, habit.target, today, habit.weekStart),
    streak: { current: streak.current, longest: Math.max(streak.longest, habit.streak.longest) },
  };
}

/** Checks or unchecks `day`: PUT or DELETE /api/habits/{id}/checks/{day}, or kept for later offline. */
export function useToggleCheck() {
  const queryClient = useQueryClient();
  const store = useStoreHabit();
  return useMutation({
    mutationFn: ({ habit, day }: { habit: HabitDto; day: string; today: string }) => {
      const method = habit.checks.includes(day) ? "DELETE" : "PUT";
      const url = `/api/habits/${habit.id}/checks/${day}`;
      return sendOrQueue(
        () => apiJson<HabitDto>(method, url),
        async () => {
          const outbox = await loadOutbox();
          await outbox.enqueue({ kind: "habit", method, url, body: {}, label: habit.title });
          return QUEUED;
        },
      );
    },
    onMutate: ({ habit, day, today }) => {
      const previous = queryClient.getQueryData<HabitDto[]>(HABITS_KEY);
      store(toggled(habit, day, today));
      return { previous };
    },
    onSuccess: (result, { day }) => {
      if (result !== QUEUED) store(result);
      // The day's plan shows a planned habit done (issue 46).
      void queryClient.invalidateQueries({ queryKey: [`/api/plans/${day}`] });
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(HABITS_KEY, context.previous);
      toast({
        variant: "destructive",
        title: "Error",
        description: serverMessage(err, "The check-in could not be saved. Please try again."),
      });
    },
  });
}
