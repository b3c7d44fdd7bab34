"use client";
// The goals page paints from the server's HTML; its code is one chunk fetched as soon as this module
// runs, and the page hydrates when it arrives. No Suspense boundary, on purpose: the reasons are in
// components/dashboard/lazy-dashboard.tsx, which does the same (first-javascript.md).
import { lazy } from "react";
import type { GoalsProps } from "./goals-client";

const loading = import("./goals-client");
const GoalsClient = lazy(() => loading);

export function LazyGoals(props: GoalsProps) {
  return <GoalsClient {...props} />;
}
