// Moving one slider spreads the difference equally over the other categories above 0.5,
// clamping at 0 and rounding to one decimal (spec §5).
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";

const round1 = (n: number) => Math.round(n * 10) / 10;
export const REDISTRIBUTION_FLOOR = 0.5;

export function redistribute(current: CategoryMap<number>, changed: Category, value: number): CategoryMap<number> {
  const next = { ...current, [changed]: round1(Math.min(100, Math.max(0, value))) };
  const diff = next[changed] - current[changed];
  const others = CATEGORIES.filter((c) => c !== changed && current[c] > REDISTRIBUTION_FLOOR);
  if (others.length === 0 || diff === 0) return next;
  const share = diff / others.length;
  for (const c of others) next[c] = round1(Math.max(0, current[c] - share));
  return next;
}
