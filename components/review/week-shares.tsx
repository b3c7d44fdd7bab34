// Step 1: the reviewed week's completed tasks per area against the ideal, as plain bars (no chart
// library: eight rows of text and two bars each read well on a phone and to a screen reader).
import { CATEGORIES, categoryColor, type CategoryMap } from "@/lib/categories";
import { formatIdeal, sharePercent } from "@/lib/tasks/shares";

type Props = {
  completed: CategoryMap<number>;
  total: number;
  ideal: CategoryMap<number>;
  label: (area: string) => string;
};

export function WeekShares({ completed, total, ideal, label }: Props) {
  const idealTotal = CATEGORIES.reduce((s, c) => s + ideal[c], 0) || 1;
  return (
    <ul className="space-y-2" aria-label="Your week by life area">
      {CATEGORIES.map((c) => {
        const actual = total ? (100 * completed[c]) / total : 0;
        const target = (100 * ideal[c]) / idealTotal;
        return (
          <li
            key={c}
            className="grid grid-cols-[minmax(0,8rem)_1fr_auto] items-center gap-2 text-sm"
            data-testid={`review-share-${c}`}
          >
            <span className="truncate">{label(c)}</span>
            <span className="relative h-3 rounded-full bg-muted" aria-hidden>
              <span
                className="absolute inset-y-0 left-0 rounded-full"
                style={{ width: `${actual}%`, backgroundColor: categoryColor(c) }}
              />
              <span
                className="absolute inset-y-[-3px] w-0.5 bg-foreground/70"
                style={{ left: `${target}%` }}
                title="Your ideal share"
              />
            </span>
            <span className="tabular-nums text-muted-foreground">
              {sharePercent(completed[c], total)}%{" "}
              <span className="sr-only">against an ideal of</span>
              <span aria-hidden>/</span> {formatIdeal(target)}%
            </span>
          </li>
        );
      })}
    </ul>
  );
}
