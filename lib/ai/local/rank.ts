// Picking from the life areas by score without indexing into a sorted copy (which, with
// noUncheckedIndexedAccess, may be undefined): the lists here are never empty, and the types say so.

type NonEmpty<T> = readonly [T, ...T[]];

/** The item with the highest score; ties go to the earlier item, as a stable sort would. */
export function largest<T>(items: NonEmpty<T>, score: (item: T) => number): T {
  let best = items[0];
  let top = score(best);
  for (const item of items.slice(1)) {
    const s = score(item);
    if (s > top) [best, top] = [item, s];
  }
  return best;
}

/** The items from the highest score to the lowest (stable), still known to be non-empty. */
export function rankBy<T>(items: NonEmpty<T>, score: (item: T) => number): [T, ...T[]] {
  const [first, ...rest] = [...items].sort((a, b) => score(b) - score(a));
  return [first ?? items[0], ...rest];
}
