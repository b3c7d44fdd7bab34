// A habit's progress in its period as a ring: full when the day's check or the week's target is done.
import { categoryColor, type Category } from "@/lib/categories";

const R = 15;
const C = 2 * Math.PI * R;

export function HabitRing({
  done,
  target,
  category,
  size = 40,
}: {
  done: number;
  target: number;
  category: Category;
  size?: number;
}) {
  const share = Math.min(1, target > 0 ? done / target : 0);
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden className="shrink-0">
      <circle cx="18" cy="18" r={R} fill="none" strokeWidth="4" className="stroke-muted" />
      <circle
        cx="18"
        cy="18"
        r={R}
        fill="none"
        strokeWidth="4"
        strokeLinecap={share > 0 ? "round" : "butt"}
        stroke={categoryColor(category)}
        strokeDasharray={`${share * C} ${C}`}
        transform="rotate(-90 18 18)"
        data-testid="habit-ring-arc"
        data-share={share.toFixed(2)}
      />
      {share >= 1 && (
        <path
          d="M12 18.5l4 4 8-9"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          stroke={categoryColor(category)}
        />
      )}
    </svg>
  );
}
