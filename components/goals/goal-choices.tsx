"use client";
// Quick add's goal picker (issue 45): the active goals, by area, to put the new task under one.
// Loaded when the person opens it, so neither its code nor the goals travel with the dashboard.
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "@/components/ui/icons";
import { queryKeys } from "@/lib/api/query-keys";
import type { GoalDto } from "@/lib/goals/shapes";
import { useCategoryLabel } from "@/components/tasks/use-category-label";

export type PickedGoal = { id: number; title: string };

type Props = { selectedId: number | null; onPick: (goal: PickedGoal) => void };

export default function GoalChoices({ selectedId, onPick }: Props) {
  const { data: goals, isPending, isError } = useQuery<GoalDto[]>({ queryKey: queryKeys.goals });
  const label = useCategoryLabel();
  if (isPending) return <p className="text-sm text-muted-foreground">Loading goals…</p>;
  if (isError) return <p className="text-sm text-destructive">Could not load your goals.</p>;
  const active = goals.filter((g) => g.status === "active");
  if (active.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No active goals yet.{" "}
        <Link href="/goals" className="font-medium text-primary underline-offset-4 hover:underline">
          Make one on the Goals screen
        </Link>
        .
      </p>
    );
  return (
    <ul className="grid gap-1 sm:grid-cols-2" aria-label="Your active goals">
      {active.map((g) => (
        <li key={g.id}>
          <button
            type="button"
            aria-pressed={g.id === selectedId}
            onClick={() => onPick({ id: g.id, title: g.title })}
            className="flex min-h-11 w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-primary/10"
          >
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0">
              <span className="block truncate font-medium">{g.title}</span>
              <span className="block text-xs text-muted-foreground">{label(g.category)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
