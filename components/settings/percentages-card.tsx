"use client";

import { AlertTriangle, Loader2, RotateCcw } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Slider } from "@/components/ui/slider";
import { CATEGORIES, categoryColor, type Category, type CategoryMap } from "@/lib/categories";
import { isValidTotal, totalOf, totalWarning } from "@/lib/settings/shapes";
import { cn } from "@/lib/utils";

type Props = {
  percentages: CategoryMap<number>;
  label: (category: Category) => string;
  onMove: (category: Category, value: number) => void;
  onReset: () => void;
  saving: boolean;
};

export function PercentagesCard({ percentages, label, onMove, onReset, saving }: Props) {
  const total = totalOf(percentages);
  const valid = isValidTotal(total);
  return (
    <Card aria-labelledby="percentages-title">
      <CardHeader>
        <CardTitle level={2} id="percentages-title">
          Ideal Balance
        </CardTitle>
        <CardDescription>
          The share of your effort each life area should get. Moving one slider spreads the
          difference over the others.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {CATEGORIES.map((c) => (
          <div key={c} className="space-y-2">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span id={`pct-label-${c}`} className="flex min-w-0 items-center gap-2 font-medium">
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: categoryColor(c) }}
                  aria-hidden
                />
                <span className="truncate">{label(c)}</span>
              </span>
              <span className="tabular-nums text-muted-foreground" data-testid={`pct-${c}`}>
                {percentages[c].toFixed(1)}%
              </span>
            </div>
            <Slider
              min={0}
              max={100}
              step={0.5}
              value={percentages[c]}
              onValueChange={(v) => onMove(c, v)}
              aria-labelledby={`pct-label-${c}`}
            />
          </div>
        ))}
        <div
          className={cn(
            "flex items-center justify-between rounded-md border px-3 py-2 text-sm font-medium",
            valid ? "border-border" : "border-destructive/50 bg-destructive/5",
          )}
        >
          <span>Total</span>
          <span
            className={cn("tabular-nums", !valid && "text-destructive")}
            data-testid="pct-total"
          >
            {total.toFixed(1)}%
          </span>
        </div>
        {!valid && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {totalWarning(total)}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onReset} disabled={saving}>
          <RotateCcw aria-hidden />
          Reset to Defaults
        </Button>
        <Button type="submit" disabled={!valid || saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {saving ? "Saving..." : "Save Settings"}
        </Button>
      </CardFooter>
    </Card>
  );
}
