"use client";

import { Lightbulb, Loader2, Quote, RefreshCw } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnalysis } from "./use-analysis";
import type { AreaCounts } from "@/lib/tasks/area-counts";

/**
 * `counts`: the open tasks' and every completed task's counts (lib/tasks/completed-pages.ts);
 * `hasTasks`: any task exists, open or completed.
 */
export function AnalysisCard({ counts, hasTasks }: { counts: AreaCounts; hasTasks: boolean }) {
  const { data, loading, failed, refreshing, newInsight, changed } = useAnalysis(counts, hasTasks);
  const result = typeof data === "string" ? { analysis: data } : data;

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle level={2} className="text-lg">
          Life Balance Analysis
        </CardTitle>
        {/* Said quietly beside New Insight rather than showing old counts as current. */}
        {hasTasks && changed && !refreshing && (
          <span
            className="ml-auto text-right text-xs text-muted-foreground"
            data-testid="analysis-stale"
          >
            Your tasks changed since this insight
          </span>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void newInsight()}
          disabled={!hasTasks || refreshing}
        >
          {refreshing ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <RefreshCw aria-hidden />
          )}
          New Insight
        </Button>
      </CardHeader>
      <CardContent className="space-y-4" aria-live="polite">
        {!hasTasks ? (
          <p className="text-sm text-muted-foreground">
            Add some tasks to see your life balance analysis.
          </p>
        ) : failed ? (
          <p className="text-sm text-muted-foreground">
            Unable to analyze your task balance at this time.
          </p>
        ) : loading || !result ? (
          <div className="space-y-2" role="status" aria-label="Loading analysis">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
          <>
            <p className="text-sm leading-relaxed" data-testid="analysis-text">
              {result.analysis}
            </p>
            {result.quote && (
              <blockquote className="flex gap-2 border-l-4 border-primary/40 pl-3 text-sm italic text-muted-foreground">
                <Quote className="size-4 shrink-0" aria-hidden />
                <span>{result.quote}</span>
              </blockquote>
            )}
            {result.action && (
              <p className="flex gap-2 rounded-md bg-muted p-3 text-sm">
                <Lightbulb className="size-4 shrink-0 text-primary" aria-hidden />
                <span>{result.action}</span>
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
