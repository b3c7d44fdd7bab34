"use client";
// The classic wheel of life (issue 45): eight spokes scored 1-10, each area's wedge filled to its
// score in the area's colour, and the previous check-in drawn as a dashed outline so change shows
// at a glance. Plain SVG; decorative (the card's table is its text alternative). Loaded on demand.
import { CATEGORIES, categoryColor } from "@/lib/categories";
import { SCORE_MAX, type Scores } from "@/lib/checkins/shapes";

const SIZE = 200;
const C = SIZE / 2;
const R = 90;
const STEP = 360 / CATEGORIES.length;

function point(radius: number, degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  return `${(C + radius * Math.cos(a)).toFixed(2)} ${(C + radius * Math.sin(a)).toFixed(2)}`;
}

/** A wedge from the centre out to `radius`, for the area at `index` (the first one at the top). */
function wedge(index: number, radius: number): string {
  const from = -90 + index * STEP;
  const to = from + STEP;
  return `M ${C} ${C} L ${point(radius, from)} A ${radius} ${radius} 0 0 1 ${point(radius, to)} Z`;
}

const radiusOf = (score: number) => (R * score) / SCORE_MAX;

export function LifeWheel({ latest, previous }: { latest: Scores; previous: Scores | null }) {
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="size-full"
      aria-hidden
      data-testid="life-wheel-svg"
    >
      {[2, 4, 6, 8, 10].map((level) => (
        <circle
          key={level}
          cx={C}
          cy={C}
          r={radiusOf(level)}
          fill="none"
          className="stroke-border"
          strokeWidth={level === 10 ? 1.2 : 0.6}
        />
      ))}
      {CATEGORIES.map((c, i) => (
        <path
          key={c}
          d={wedge(i, radiusOf(latest[c]))}
          fill={categoryColor(c)}
          fillOpacity={0.85}
          className="stroke-background"
          strokeWidth={1}
          data-testid={`life-wheel-${c}`}
          data-score={latest[c]}
        />
      ))}
      {CATEGORIES.map((_, i) => (
        <line
          key={i}
          x1={C}
          y1={C}
          x2={point(R, -90 + i * STEP).split(" ")[0]}
          y2={point(R, -90 + i * STEP).split(" ")[1]}
          className="stroke-border"
          strokeWidth={0.6}
        />
      ))}
      {previous && (
        <g data-testid="life-wheel-previous">
          {CATEGORIES.map((c, i) => (
            <path
              key={c}
              d={wedge(i, radiusOf(previous[c]))}
              fill="none"
              className="stroke-foreground"
              strokeWidth={1.5}
              strokeDasharray="4 3"
              data-score={previous[c]}
            />
          ))}
        </g>
      )}
    </svg>
  );
}
