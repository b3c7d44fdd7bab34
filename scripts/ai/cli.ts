/**
 * Command-line access to the AI engine (same engine choice as the server: OpenAI when
 * OPENAI_API_KEY is set, else local). Prints ONLY JSON on stdout; diagnostics go to stderr.
 *
 *   npm run ai -- categorize      < lines.txt         one JSON per input line
 *   npm run ai -- extract         < entry.json        {"title","content","category"}
 *   npm run ai -- voice-task      < transcript.txt
 *   npm run ai -- voice-journal   < transcript.txt
 *   npm run ai -- eval [file.tsv]                     accuracy + confusion matrix
 *   npm run ai -- eval-extract [file.json]            extraction recall and extra tasks per entry
 */
import path from "node:path";
import { CATEGORIES, isCategory } from "@/lib/categories";
import { ai } from "@/lib/ai";
import fs from "node:fs";
import { evaluate, evaluateExtraction, readLabelledTsv, type ExtractSet } from "./eval-lib";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const print = (v: unknown) => process.stdout.write(`${JSON.stringify(v)}\n`);

async function main(): Promise<number> {
  const [cmd, arg] = process.argv.slice(2);
  switch (cmd) {
    case "categorize": {
      const lines = (await readStdin())
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      for (const line of lines) {
        const r = await ai.categorize(line);
        print({ category: r.category, confidence: r.confidence, explanation: r.explanation });
      }
      return 0;
    }
    case "extract": {
      const input = JSON.parse(await readStdin()) as {
        title?: string;
        content?: string;
        category?: string;
      };
      const category = isCategory(input.category) ? input.category : "personal_growth";
      const tasks = await ai.extractTasks({
        title: input.title ?? "",
        content: input.content ?? "",
        category,
      });
      print({ tasks });
      return 0;
    }
    case "voice-task": {
      print(await ai.parseTaskVoice((await readStdin()).trim()));
      return 0;
    }
    case "voice-journal": {
      print(await ai.parseJournalVoice((await readStdin()).trim()));
      return 0;
    }
    case "eval": {
      const file = path.resolve(
        arg ?? path.join(process.cwd(), "../shared/data/categorize-dev.tsv"),
      );
      const report = await evaluate(readLabelledTsv(file), (d) => ai.categorize(d));
      // Human-readable table on stderr; stdout stays a single JSON document.
      const short = (c: string) => c.slice(0, 6);
      console.error(
        `accuracy: ${(report.accuracy * 100).toFixed(1)}% (${report.correct}/${report.total}) [${ai.name}]`,
      );
      console.error(
        `${"expected\\got".padEnd(22)}${CATEGORIES.map((c) => short(c).padStart(7)).join("")}`,
      );
      for (const c of CATEGORIES)
        console.error(
          `${c.padEnd(22)}${CATEGORIES.map((d) => String(report.confusion[c][d]).padStart(7)).join("")}`,
        );
      // The pairs most often confused, largest first (rows are the expected area).
      const pairs = CATEGORIES.flatMap((c) =>
        CATEGORIES.filter((d) => d !== c && report.confusion[c][d] > 0).map((d) => ({
          c,
          d,
          n: report.confusion[c][d],
        })),
      );
      pairs.sort((a, b) => b.n - a.n);
      console.error(
        `most confused: ${
          pairs
            .slice(0, 5)
            .map((p) => `${p.c} -> ${p.d} ${p.n}`)
            .join(", ") || "none"
        }`,
      );
      // Extraction recall on the project's own set (scripts/ai/extract-set.json).
      const setFile = path.join(import.meta.dirname, "extract-set.json");
      const set = JSON.parse(fs.readFileSync(setFile, "utf8")) as ExtractSet;
      const extraction = await evaluateExtraction(set, (content) =>
        ai.extractTasks({ title: "", content, category: "personal_growth", now: set.now }),
      );
      console.error(
        `extraction recall: ${(extraction.recall * 100).toFixed(1)}% (${extraction.found}/${extraction.expected}); due dates right: ${extraction.datedCorrect}/${extraction.datedExpected} [${ai.name}]`,
      );
      for (const m of extraction.misses)
        console.error(
          `  missed: ${m.description}${m.dueDate ? ` (due ${m.dueDate})` : ""} <- got ${JSON.stringify(m.got)}`,
        );
      print({
        file,
        engine: ai.name,
        extraction: {
          file: setFile,
          expected: extraction.expected,
          found: extraction.found,
          recall: Math.round(extraction.recall * 10000) / 10000,
          datedExpected: extraction.datedExpected,
          datedCorrect: extraction.datedCorrect,
        },
        total: report.total,
        correct: report.correct,
        accuracy: Math.round(report.accuracy * 10000) / 10000,
        accuracyPercent: `${(report.accuracy * 100).toFixed(1)}%`,
        confusion: report.confusion,
        labels: CATEGORIES,
        errors: report.errors,
      });
      return 0;
    }
    case "eval-extract": {
      const setFile = path.resolve(arg ?? path.join(import.meta.dirname, "extract-set.json"));
      const set = JSON.parse(fs.readFileSync(setFile, "utf8")) as ExtractSet;
      const r = await evaluateExtraction(set, (content) =>
        ai.extractTasks({ title: "", content, category: "personal_growth", now: set.now }),
      );
      console.error(
        `extraction recall: ${(r.recall * 100).toFixed(1)}% (${r.found}/${r.expected}); extra tasks: ${r.extra} in ${r.entries} entries (${(r.extra / Math.max(1, r.entries)).toFixed(2)} per entry); due dates right: ${r.datedCorrect}/${r.datedExpected} [${ai.name}]`,
      );
      for (const m of r.misses)
        console.error(
          `  missed: ${m.description}${m.dueDate ? ` (due ${m.dueDate})` : ""} <- got ${JSON.stringify(m.got)}`,
        );
      for (const x of r.extras)
        console.error(`  extra: ${x.description} <- ${JSON.stringify(x.content)}`);
      print({
        file: setFile,
        engine: ai.name,
        entries: r.entries,
        expected: r.expected,
        found: r.found,
        recall: Math.round(r.recall * 10000) / 10000,
        extra: r.extra,
        extraPerEntry: Math.round((r.extra / Math.max(1, r.entries)) * 1000) / 1000,
        datedExpected: r.datedExpected,
        datedCorrect: r.datedCorrect,
      });
      return 0;
    }
    default:
      console.error(
        "usage: cli.ts <categorize|extract|voice-task|voice-journal|eval [file.tsv]|eval-extract [file.json]>",
      );
      return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
