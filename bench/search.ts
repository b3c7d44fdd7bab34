// Search latency (issue 29): p95 of GET /api/search's query at 5,000 tasks and 1,000 journal
// entries of one user, against its budget of 50 ms. On PGlite by default (a fresh DATA_DIR); set
// DATABASE_URL to measure PostgreSQL. Run alone:
//   npx tsx --conditions=react-server bench/search.ts
// Prints one line (p50/p95/max and the ratio of p95 to the budget) and exits non-zero over budget.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BUDGET_MS = 50;
const TASKS = 5000;
const ENTRIES = 1000;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS || 300);

if (!process.env.DATABASE_URL && !process.env.DATA_DIR)
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bench-search-"));

const WORDS =
  "pack trip passport garden water plants call mother dentist invoice taxes gym run swim read book cook dinner paint fence clean garage fix bike plan holiday budget review notes write letter buy milk bread coffee learn guitar practice piano visit friends birthday gift order shoes".split(
    " ",
  );
// Real notes use thousands of distinct words: the planner words above make one word in five, the
// rest come from 3,000 made-up ones (so a query matches hundreds of rows, not every row).
const SYLLABLES = "ka lo mi ne ru sa ti vo ze ba de fi go hu ja".split(" ");
const RARE = Array.from(
  { length: 3000 },
  (_, n) =>
    SYLLABLES[n % 15]! + SYLLABLES[Math.floor(n / 15) % 15]! + SYLLABLES[Math.floor(n / 225) % 15]!,
);
const pick = (i: number, k: number) => {
  const h = (i * 7919 + k * 104729) >>> 0;
  return h % 5 === 0 ? WORDS[(h >>> 3) % WORDS.length]! : RARE[(h >>> 3) % RARE.length]!;
};
const sentence = (i: number, n: number) =>
  Array.from({ length: n }, (_, k) => pick(i, k)).join(" ");

async function main() {
  const { getDb } = await import("@/db/client");
  const { journals, taskItems, tasks, users } = await import("@/db/schema");
  const { search } = await import("@/lib/search/data");
  const db = await getDb();
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-search-${Date.now()}@bench.example`,
      password: "x",
      affiliateCode: `BS${Date.now().toString(36).toUpperCase()}`,
    })
    .returning();
  const userId = user!.id;
  const CATS = ["health", "finances", "fun_recreation", "family_friends"] as const;
  for (let i = 0; i < TASKS; i += 500) {
    const rows = await db
      .insert(tasks)
      .values(
        Array.from({ length: Math.min(500, TASKS - i) }, (_, k) => ({
          userId,
          description: `${sentence(i + k, 5)} #${i + k}`,
          category: CATS[(i + k) % 4]!,
          completed: (i + k) % 3 === 0,
          order: i + k,
        })),
      )
      .returning({ id: tasks.id });
    // Every tenth task has a short checklist.
    const withItems = rows.filter((_, k) => k % 10 === 0);
    if (withItems.length)
      await db
        .insert(taskItems)
        .values(
          withItems.flatMap((t, k) =>
            [0, 1, 2].map((n) => ({ taskId: t.id, userId, text: sentence(k + n, 3), order: n })),
          ),
        );
  }
  for (let i = 0; i < ENTRIES; i += 200) {
    await db.insert(journals).values(
      Array.from({ length: Math.min(200, ENTRIES - i) }, (_, k) => ({
        userId,
        title: sentence(i + k, 3),
        content: Array.from({ length: 8 }, (_, s) => sentence(i + k + s, 12)).join(". "),
        category: CATS[(i + k) % 4]!,
      })),
    );
  }
  const queries = [
    "pac",
    "pas",
    "gar",
    "wat",
    "din",
    "pack tr",
    "call moth",
    "bud",
    "pian",
    "guitar practice",
    "zzq",
    "cof",
  ];
  for (const q of queries) await search(userId, q, 10); // warm-up
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    await search(userId, queries[r % queries.length]!, 10);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
  const p95 = at(0.95);
  const kind = process.env.DATABASE_URL ? "postgres" : "pglite";
  console.log(
    `search (${kind}, ${TASKS} tasks, ${ENTRIES} entries, ${RUNS} runs): p50 ${at(0.5)} ms  p95 ${p95} ms  max ${at(1)} ms  ${(p95 / BUDGET_MS).toFixed(2)}x budget (${BUDGET_MS} ms)`,
  );
  process.exit(p95 <= BUDGET_MS ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
