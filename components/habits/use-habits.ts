"use client";
// The dashboard's habits (GET /api/habits) and the one-tap check: the answer, the habit with its
// new streak, replaces the cached one, so the ring and the streak move together.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, serverMessage } from "@/lib/api/client";
import type { HabitDto } from "@/lib/habits/shapes";
import { toast } from "@/components/ui/use-toast";

export const HABITS_KEY = ["/api/habits"] as const;

export function useHabits() {
  return useQuery<HabitDto[]>({ queryKey: HABITS_KEY });
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

/** Checks or unchecks `day`: PUT or DELETE /api/habits/{id}/checks/{day}. */
export function useToggleCheck() {
  const store = useStoreHabit();
  return useMutation({
    mutationFn: ({ habit, day }: { habit: HabitDto; day: string }) =>
      apiJson<HabitDto>(
        habit.checks.includes(day) ? "DELETE" : "PUT",
        `/api/habits/${habit.id}/checks/${day}`,
      ),
    onSuccess: store,
    onError: (err) =>
      toast({
        variant: "destructive",
        title: "Error",
        description: serverMessage(err, "The check-in could not be saved. Please try again."),
      }),
  });
}
