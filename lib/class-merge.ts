// Tailwind class merging for `cn()`: when two classes set the same thing ("h-9" from a component,
// "h-8" from its caller), the later one wins and the earlier one is dropped, as tailwind-merge does.
// tailwind-merge knows every Tailwind utility and costs every page more than this file does
// (sizes: docs/decisions/own-primitives.md); this covers the utilities this code
// base uses and keeps any class it does not recognise (a bare prefix, an arbitrary value of
// unknown type, a family it has no rule for). The unit test
// (tests/unit/class-merge.test.ts) checks it against tailwind-merge on every class list we write
// (string and template literals, cn() calls), and on random lists of any Tailwind classes that it
// never drops a class tailwind-merge keeps.
import { groupOf, OVERRIDES } from "./class-groups";

/** "md:hover:px-2" → ["md:hover:", "px-2"]; colons inside brackets belong to the class. */
function splitVariants(cls: string): [string, string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i + 1;
  }
  return [cls.slice(0, cut), cls.slice(cut)];
}

// The same few hundred class lists are merged on every render (each Button, each task row), so
// results are remembered; the cap keeps lists built from changing values from growing it forever.
const merged = new Map<string, string>();
const MERGED_CAP = 1000;

/** Drops every class a later class overrides; order and unknown classes are kept. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = merge(classList);
  if (merged.size >= MERGED_CAP) merged.clear();
  merged.set(classList, result);
  return result;
}

function merge(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    const [variants, rawUtility] = splitVariants(cls);
    const important = rawUtility.startsWith("!") || rawUtility.endsWith("!") ? "!" : "";
    const utility = rawUtility.replace(/^!|!$/g, "");
    const group = groupOf(utility);
    if (group === null) {
      kept.push(cls);
      continue;
    }
    const key = `${variants}${important}${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const g of OVERRIDES[group] ?? []) taken.add(`${variants}${important}${g}`);
    kept.push(cls);
  }
  return kept.reverse().join(" ");
}
