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
    else errors.push({ description: row.description, expected: row.category, got: r.category, confidence: r.confidence });
  }
  return { total: rows.length, correct, accuracy: rows.length ? correct / rows.length : 0, confusion, errors };
}
