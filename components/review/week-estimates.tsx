// The weekly review's estimate against actual (issue 46 item 6): "Career: planned 6 h, spent 9 h 20 m"
// for each area whose completed tasks were timed, and the analysis' note when estimates run short.
import { CATEGORIES, type Category } from "@/lib/categories";
import { estimateAreaLine, type EstimatePair } from "@/lib/ai/estimate-words";

export function WeekEstimates({
  estimates,
  note,
  label,
}: {
  estimates: Partial<Record<Category, EstimatePair>>;
  note: string | null;
  label: (category: string) => string;
}) {
  const areas = CATEGORIES.filter((c) => (estimates[c]?.spent ?? 0) > 0);
  if (areas.length === 0 && !note) return null;
  return (
    <section
      aria-labelledby="review-estimates"
      className="space-y-2"
      data-testid="review-estimates"
    >
      <h3 id="review-estimates" className="font-semibold">
        Planned and spent
      </h3>
      {areas.length > 0 && (
        <ul className="space-y-1 text-sm">
          {areas.map((c) => (
            <li key={c}>{estimateAreaLine(label(c), estimates[c]!)}</li>
          ))}
        </ul>
      )}
      {note && (
        <p className="text-sm text-muted-foreground" data-testid="review-estimate-note">
          {note}
        </p>
      )}
    </section>
  );
}
