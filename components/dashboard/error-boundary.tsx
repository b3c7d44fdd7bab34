"use client";

import { Component, type ReactNode } from "react";

/** Shows `fallback` when a dashboard section fails to load or render (spec §2 failure texts). */
export class SectionErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("Dashboard section failed:", error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
