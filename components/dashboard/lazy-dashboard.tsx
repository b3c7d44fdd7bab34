"use client";
// The dashboard paints from the server's HTML; its code (React Query, the task list, the wheels)
// is one chunk fetched as soon as this module runs, in parallel with the header's hydration, and
// hydrates the dashboard when it arrives. React.lazy, not next/dynamic: next/dynamic would list
// the chunk among the page's first scripts (and brings ~1 kB of its own code).
import { lazy, Suspense } from "react";
import type { DashboardProps } from "./dashboard-client";

const loading = import("./dashboard-client");
const DashboardClient = lazy(() => loading);

export function LazyDashboard(props: DashboardProps) {
  return (
    <Suspense fallback={null}>
      <DashboardClient {...props} />
    </Suspense>
  );
}
