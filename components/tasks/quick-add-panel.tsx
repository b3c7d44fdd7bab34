"use client";
// The dashboard's quick add (issue 46): a Task or a Habit, chosen by the user above the field (never
// guessed from the words). Task is the New Task form as it was; Habit's form loads on first choice.
import { lazy, Suspense, useState } from "react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { NewTaskForm } from "./new-task-form";

const HabitQuickAdd = lazy(() => import("@/components/habits/habit-quick-add"));

type Mode = "task" | "habit";
const MODES: { value: Mode; label: string }[] = [
  { value: "task", label: "Task" },
  { value: "habit", label: "Habit" },
];

export function QuickAddPanel() {
  const [mode, setMode] = useState<Mode>("task");
  return (
    <div className="space-y-3">
      <SegmentedControl<Mode>
        aria-label="Add a task or a habit"
        value={mode}
        onValueChange={setMode}
        options={MODES}
      />
      {mode === "task" ? (
        <NewTaskForm />
      ) : (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <HabitQuickAdd />
        </Suspense>
      )}
    </div>
  );
}
