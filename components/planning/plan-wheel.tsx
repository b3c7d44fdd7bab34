"use client";
import { CATEGORIES, categoryColor, type Category } from "@/lib/categories";

/** The plan's balance: a small ring of planned time per area, with the ideal beside each share. */
export function PlanWheel({
  balance,
  ideal,
  label,
}: {
  balance: Partial<Record<Category, number>>;
  ideal?: Record<Category, number>;
  label: (c: string) => string;
}) {
  const areas = CATEGORIES.filter((c) => (balance[c] ?? 0) > 0);
  if (areas.length === 0) return null;
  const ends = areas.map((_, k) =>
    areas.slice(0, k + 1).reduce((s, c) => s + (balance[c] ?? 0) * 100, 0),
  );
  const stops = areas.map(
    (c, k) => `${categoryColor(c)} ${k === 0 ? 0 : ends[k - 1]}% ${ends[k]}%`,
  );
  return (
    <section
      aria-labelledby="plan-balance"
      className="flex items-center gap-4 rounded-md border p-3"
    >
      <div
        className="size-20 shrink-0 rounded-full"
        style={{
          background: `conic-gradient(${stops.join(", ")})`,
          mask: "radial-gradient(circle, transparent 45%, black 46%)",
        }}
        aria-hidden
        data-testid="plan-wheel"
      />
      <div className="min-w-0 space-y-1">
        <h3 id="plan-balance" className="text-sm font-semibold">
          Balance of this plan
        </h3>
        <ul className="text-xs" aria-label="Planned time by life area, against your ideal">
          {areas.map((c) => (
            <li key={c} className="flex items-center gap-2">
              <span
                className="size-2 shrink-0 rounded-full"
                style={{ backgroundColor: categoryColor(c) }}
                aria-hidden
              />
              <span className="truncate">{label(c)}</span>
              <span className="tabular-nums">
                {Math.round((balance[c] ?? 0) * 100)}%{ideal ? ` / ${ideal[c]}%` : ""}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
