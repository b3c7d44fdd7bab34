// Moving one slider spreads the difference equally over the other categories above 0.5,
// clamping at 0 and rounding to one decimal (spec §5).
//
// Rounding: the equal shares are rounded to tenths so that together they are exactly the
// difference (the left-over tenths go to the largest areas, ties in wheel order). Rounding each
// share on its own would drift: one 0.5 step spread over seven areas is 0.0714 each, which rounds
// to 0.1 and makes the total 99.8, outside the 0.1 tolerance, after a single key press.
// Clamping at 0 can still push the total over 100; the screen then warns and disables Save.
import { CATEGORIES, type Category, type CategoryMap } from "@/lib/categories";

const REDISTRIBUTION_FLOOR = 0.5;

const tenths = (n: number) => Math.round(n * 10);

export function redistribute(
  current: CategoryMap<number>,
  changed: Category,
  value: number,
): CategoryMap<number> {
  const target = tenths(Math.min(100, Math.max(0, value)));
  const next = { ...current, [changed]: target / 10 };
  const diff = target - tenths(current[changed]);
  const others = CATEGORIES.filter((c) => c !== changed && current[c] > REDISTRIBUTION_FLOOR);
  if (others.length === 0 || diff === 0) return next;

  const base = Math.trunc(diff / others.length);
  let extra = diff - base * others.length; // same sign as diff, fewer tenths than there are areas
  const largestFirst = [...others].sort((a, b) => current[b] - current[a]);
  const share = new Map(others.map((c) => [c, base]));
  for (const c of largestFirst) {
    if (extra === 0) break;
    share.set(c, base + Math.sign(extra));
    extra -= Math.sign(extra);
  }
  for (const c of others) next[c] = Math.max(0, tenths(current[c]) - share.get(c)!) / 10;
  return next;
}
