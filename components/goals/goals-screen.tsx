"use client";
// The Goals screen (issue 45): active goals by life area with their progress and tasks, then the
// achieved ones with their date, then the dropped ones.
import { lazy, Suspense, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Plus } from "@/components/ui/icons";
import { AppLink } from "@/components/ui/app-link";
import { useTasks } from "@/components/tasks/use-tasks";
import { useCategoryLabel } from "@/components/tasks/use-category-label";
import { queryKeys } from "@/lib/api/query-keys";
import { CATEGORIES } from "@/lib/categories";
import type { GoalDto } from "@/lib/goals/shapes";
import { GoalCard } from "./goal-card";

const GoalFormDialog = lazy(() =>
  import("./goal-form-dialog").then((m) => ({ default: m.GoalFormDialog })),
);

export function GoalsScreen({ today }: { today: string }) {
  const { data: goals = [] } = useQuery<GoalDto[]>({ queryKey: queryKeys.goals });
  const { data: tasks = [] } = useTasks();
  const label = useCategoryLabel();
  const [creating, setCreating] = useState(false);
  const newButton = useRef<HTMLButtonElement>(null);
  const tasksOf = (id: number) =>
    tasks.filter((t) => t.goalId === id).sort((a, b) => a.order - b.order);
  const active = goals.filter((g) => g.status === "active");
  const achieved = goals
    .filter((g) => g.status === "achieved")
    .sort((a, b) => (b.achievedAt ?? "").localeCompare(a.achievedAt ?? ""));
  const dropped = goals.filter((g) => g.status === "dropped");
  const card = (g: GoalDto) => <GoalCard key={g.id} goal={g} tasks={tasksOf(g.id)} today={today} />;

  return (
    <>
      <PageHeading
        title="Goals"
        subtitle="What you want, in each area of your life, and the tasks that lead there."
        actions={
          <Button
            ref={newButton}
            type="button"
            onClick={() => setCreating(true)}
            aria-haspopup="dialog"
          >
            <Plus aria-hidden />
            New goal
          </Button>
        }
      />
      <div className="space-y-8">
        {active.length === 0 && (
          <Card data-testid="goals-empty">
            <CardHeader>
              <CardTitle>
                <h2>No active goals yet</h2>
              </CardTitle>
              <CardDescription>
                Add one here, or pick a picture on your{" "}
                <AppLink
                  href="/vision-board"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  vision board
                </AppLink>{" "}
                and choose &ldquo;Make this a goal&rdquo;.
              </CardDescription>
            </CardHeader>
          </Card>
        )}
        {CATEGORIES.filter((c) => active.some((g) => g.category === c)).map((c) => (
          <section key={c} aria-labelledby={`goals-${c}`} className="space-y-3">
            <h2 id={`goals-${c}`} className="text-xl font-semibold">
              {label(c)}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              {active.filter((g) => g.category === c).map(card)}
            </div>
          </section>
        ))}
        {achieved.length > 0 && (
          <section
            aria-labelledby="goals-achieved"
            className="space-y-3"
            data-testid="goals-achieved"
          >
            <h2 id="goals-achieved" className="text-xl font-semibold">
              Achieved
            </h2>
            <div className="grid gap-4 md:grid-cols-2">{achieved.map(card)}</div>
          </section>
        )}
        {dropped.length > 0 && (
          <section aria-labelledby="goals-dropped" className="space-y-3">
            <h2 id="goals-dropped" className="text-xl font-semibold">
              Dropped
            </h2>
            <div className="grid gap-4 md:grid-cols-2">{dropped.map(card)}</div>
          </section>
        )}
      </div>
      {creating && (
        <Suspense fallback={null}>
          <GoalFormDialog
            onOpenChange={setCreating}
            onCloseFocus={() => newButton.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
