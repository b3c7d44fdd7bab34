/**
 * Shared accuracy evaluation for labelled TSV files (used by the CLI `eval` command and tests).
 * Accepts "category<TAB>task" or "category<TAB>tab<TAB>task" rows (the task is the last column).
 */
import fs from "node:fs";
import { CATEGORIES, isCategory, type Category } from "@/lib/categories";

export interface LabelledRow {
  category: Category;
  description: string;
}

export function readLabelledTsv(file: string): LabelledRow[] {
  return fs
    .readFileSync(file, "utf8")
    .split(/\r?\n/)
    .flatMap((line) => {
      const cols = line.split("\t");
      const category = cols[0]?.trim() ?? "";
      const description = cols.length >= 2 ? cols[cols.length - 1]?.trim() : undefined;
      return description !== undefined && isCategory(category) ? [{ category, description }] : [];
    });
}

export interface EvalReport {
  total: number;
  correct: number;
  accuracy: number;
  confusion: Record<Category, Record<Category, number>>;
  errors: { description: string; expected: Category; got: Category; confidence: number }[];
}

export async function evaluate(
  rows: LabelledRow[],
  categorize: (d: string) => Promise<{ category: Category; confidence: number }>,
): Promise<EvalReport> {
  const confusion = Object.fromEntries(
    CATEGORIES.map((c) => [c, Object.fromEntries(CATEGORIES.map((d) => [d, 0]))]),
  ) as EvalReport["confusion"];
  const errors: EvalReport["errors"] = [];
  let correct = 0;
  for (const row of rows) {
    const r = await categorize(row.description);
    confusion[row.category][r.category] += 1;
    if (r.category === row.category) correct += 1;
    else
      errors.push({
        description: row.description,
        expected: row.category,
        got: r.category,
        confidence: r.confidence,
      });
  }
  return {
    total: rows.length,
    correct,
    accuracy: rows.length ? correct / rows.length : 0,
    confusion,
    errors,
  };
}

/** The extraction set (scripts/ai/extract-set.json): entries with the tasks a person expects. */
export interface ExtractSet {
  now: { date: string; time: string };
  entries: { content: string; tasks: { description: string; dueDate?: string }[] }[];
}

export interface ExtractReport {
  expected: number;
  found: number;
  recall: number;
  /** Expected tasks that carry a due date, and how many of those were found with that date. */
  datedExpected: number;
  datedCorrect: number;
  /** Entries read, and tasks found that no one expected (an entry with no task counts too). */
  entries: number;
  extra: number;
  extras: { content: string; description: string }[];
  misses: {
    content: string;
    description: string;
    dueDate?: string;
    got: { description: string; dueDate?: string | null }[];
  }[];
}

/** Words compared for a match: case, punctuation, articles and "my" aside. */
export const taskWords = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9' ]/g, " ")
    .replace(/\b(?:the|a|an|my|our)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export async function evaluateExtraction(
  set: ExtractSet,
  extract: (content: string) => Promise<{ description: string; dueDate?: string | null }[]>,
): Promise<ExtractReport> {
  let expected = 0;
  let found = 0;
  let datedExpected = 0;
  let datedCorrect = 0;
  const misses: ExtractReport["misses"] = [];
  const extras: ExtractReport["extras"] = [];
  for (const entry of set.entries) {
    const got = await extract(entry.content);
    const wanted = new Set(entry.tasks.map((t) => taskWords(t.description)));
    for (const g of got)
      if (!wanted.has(taskWords(g.description)))
        extras.push({ content: entry.content, description: g.description });
    for (const want of entry.tasks) {
      expected += 1;
      if (want.dueDate) datedExpected += 1;
      const hit = got.find((g) => taskWords(g.description) === taskWords(want.description));
      if (hit) found += 1;
      if (hit && want.dueDate && hit.dueDate === want.dueDate) datedCorrect += 1;
      if (!hit || (want.dueDate && hit.dueDate !== want.dueDate))
        misses.push({ content: entry.content, ...want, got });
    }
  }
  return {
    expected,
    found,
    recall: expected ? found / expected : 0,
    datedExpected,
    datedCorrect,
    entries: set.entries.length,
    extra: extras.length,
    extras,
    misses,
  };
}
