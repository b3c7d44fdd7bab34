"use client";
// The dashboard's quick add (issue 46): a Task or a Habit, chosen by the user (never guessed from
// the words) with a switch at the end of the form's buttons, where it costs the list no line
// (issue 47 item 8: 8 rows on a desktop's first screen, 6 on a phone's). Task is the New Task
// form as it was; Habit's form loads on first choice.
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
  const modeSwitch = (
    <SegmentedControl<Mode>
      aria-label="Add a task or a habit"
      value={mode}
      onValueChange={setMode}
      options={MODES}
      className="shrink-0 max-sm:ml-auto"
    />
  );
  return mode === "task" ? (
    <NewTaskForm modeSwitch={modeSwitch} />
  ) : (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
      <HabitQuickAdd modeSwitch={modeSwitch} />
    </Suspense>
  );
}
