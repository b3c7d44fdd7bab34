"use client";
// The dashboard paints from the server's HTML; its code (React Query, the task list, the wheels)
// is one chunk fetched as soon as this module runs, and the page hydrates when it arrives.
// React.lazy, not next/dynamic: next/dynamic would list the chunk among the page's first scripts
// (and brings ~1 kB of its own code). No Suspense boundary here on purpose: with one, the server
// streamed the whole dashboard as a late-revealed boundary on every request, which delayed its
// largest paint (docs/decisions/first-javascript.md); without one, the server renders it in the shell as before and
// the browser's hydration waits for the chunk.
import { lazy } from "react";
import type { DashboardProps } from "./dashboard-client";

const loading = import("./dashboard-client");
const DashboardClient = lazy(() => loading);

export function LazyDashboard(props: DashboardProps) {
  return <DashboardClient {...props} />;
}
