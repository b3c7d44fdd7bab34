"use client";
// The habits strip's code loads after the dashboard's own (a lazy chunk); until then a quiet
// placeholder of the same height keeps the task list from jumping.
import { lazy, Suspense } from "react";

const HabitsStrip = lazy(() => import("./habits-strip"));

export function LazyHabitsStrip() {
  return (
    <Suspense fallback={<div className="h-24 rounded-xl border" aria-hidden />}>
      <HabitsStrip />
    </Suspense>
  );
}
