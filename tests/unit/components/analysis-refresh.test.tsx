// @vitest-environment jsdom
// Issue 47 item 6: the analysis follows the tasks. When the counts change on the page the analysis
// is asked for again with the new counts once they settle (one request for a burst of changes);
// nothing is asked for at load; New Insight sends the counts of now, not the ones of the last answer.
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AreaCounts } from "@/lib/tasks/area-counts";
import { queryKeys } from "@/lib/api/query-keys";

const apiJson = vi.fn();
vi.mock("@/lib/api/client", () => ({ apiJson: (...args: unknown[]) => apiJson(...args) }));

const { useAnalysis, ANALYSIS_REFRESH_DELAY_MS } =
  await import("@/components/dashboard/use-analysis");

let shown: { current: ReturnType<typeof useAnalysis> } | null = null;

const counts = (health: number): AreaCounts => ({
  todoTasks: { health },
  completedTasks: {},
});

function setup(first: AreaCounts) {
  // Data from the page never goes stale here: any request must be the hook's own POST.
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, queryFn: () => apiJson("GET") },
    },
  });
  // The page came with its analysis (app/(app)/page.tsx prefetches it).
  client.setQueryData(queryKeys.analysis, { analysis: "You have 1 task to do and 0 completed." });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(({ c }: { c: AreaCounts }) => useAnalysis(c, true), {
    initialProps: { c: first },
    wrapper,
  });
  shown = view.result;
  const rerender = (next: AreaCounts) => view.rerender({ c: next });
  return { client, rerender };
}

beforeEach(() => {
  vi.useFakeTimers();
  apiJson.mockReset();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  shown = null;
});

describe("the analysis follows the tasks", () => {
  it("asks nothing at load, then once with the new counts after a burst of changes", async () => {
    apiJson.mockResolvedValue({ analysis: "You have 3 tasks to do and 0 completed." });
    const { rerender } = setup(counts(1));
    await act(async () => vi.advanceTimersByTime(ANALYSIS_REFRESH_DELAY_MS * 3));
    expect(apiJson).not.toHaveBeenCalled();

    rerender(counts(2));
    await act(async () => vi.advanceTimersByTime(ANALYSIS_REFRESH_DELAY_MS / 2));
    rerender(counts(3));
    await act(async () => vi.advanceTimersByTime(ANALYSIS_REFRESH_DELAY_MS + 10));
    expect(apiJson).toHaveBeenCalledTimes(1);
    expect(apiJson).toHaveBeenCalledWith("POST", "/api/tasks/analyze", counts(3));
    expect(shown!.current.data).toEqual({ analysis: "You have 3 tasks to do and 0 completed." });
    expect(shown!.current.changed).toBe(false);
  });

  it("New Insight sends the counts of now with a fresh seed", async () => {
    apiJson.mockResolvedValue({ analysis: "You have 4 tasks to do and 0 completed." });
    const { rerender } = setup(counts(1));
    rerender(counts(4));
    await act(async () => {
      await shown!.current.newInsight();
    });
    expect(apiJson).toHaveBeenCalledWith(
      "POST",
      "/api/tasks/analyze",
      expect.objectContaining({ ...counts(4), seed: expect.any(Number) }),
    );
    expect(shown!.current.data).toEqual({ analysis: "You have 4 tasks to do and 0 completed." });
  });

  it("an older answer arriving last does not replace the newer one", async () => {
    let first!: (v: unknown) => void;
    apiJson
      .mockImplementationOnce(() => new Promise((resolve) => (first = resolve)))
      .mockResolvedValueOnce({ analysis: "newer" });
    const { rerender } = setup(counts(1));
    rerender(counts(2));
    await act(async () => vi.advanceTimersByTime(ANALYSIS_REFRESH_DELAY_MS + 10));
    rerender(counts(3));
    await act(async () => vi.advanceTimersByTime(ANALYSIS_REFRESH_DELAY_MS + 10));
    await act(async () => first({ analysis: "older" }));
    expect(shown!.current.data).toEqual({ analysis: "newer" });
  });
});
