// How the analysis and AI Prioritize speak in time (issue 27), the same words for both engines:
// "Your tasks to do add up to 6 h 20 m: 6 h for Business/Career and 20 min for Family & Friends."
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/categories";
import { formatMinutes } from "@/lib/time/rules";

/** 20 → "20 min", 360 → "6 h", 75 → "1 h 15 m". */
export const spokenMinutes = (m: number): string =>
  m < 60 ? `${Math.round(m)} min` : formatMinutes(m);

function listed(parts: string[]): string {
  return parts.length <= 1
    ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** Where the time goes in one map of minutes per area, largest first (at most three areas), or null when empty. */
export function timeSentence(
  minutes: Partial<Record<Category, number>> | undefined,
  names: Partial<Record<Category, string>> | undefined,
  of: string,
): string | null {
  if (!minutes) return null;
  const areas = CATEGORIES.filter((c) => (minutes[c] ?? 0) > 0).sort(
    (a, b) => (minutes[b] ?? 0) - (minutes[a] ?? 0),
  );
  if (areas.length === 0) return null;
  const total = areas.reduce((s, c) => s + (minutes[c] ?? 0), 0);
  const label = (c: Category) => names?.[c]?.trim() || CATEGORY_LABELS[c];
  const shown = areas.length > 3 ? [...areas.slice(0, 2), areas.at(-1)!] : areas;
  return `${of} add up to ${formatMinutes(total)}: ${listed(shown.map((c) => `${spokenMinutes(minutes[c] ?? 0)} for ${label(c)}`))}.`;
}
