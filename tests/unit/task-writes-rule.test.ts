// The lint rule that keeps every write to `tasks` in lib/tasks/write.ts (scripts/eslint-task-writes.mjs):
// what it flags and what it lets through, and that the project's lint config applies it to the
// app's code but not to the write module.
import path from "node:path";
import { ESLint, Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { taskWritesPlugin } from "../../scripts/eslint-task-writes.mjs";

const ROOT = path.resolve(__dirname, "../..");

function lint(code: string): string[] {
  const linter = new Linter({ configType: "flat" });
  return linter
    .verify(code, [
      {
        plugins: { balance: taskWritesPlugin },
        rules: { "balance/task-writes": "error" },
        languageOptions: { ecmaVersion: 2022, sourceType: "module" },
      },
    ])
    .map((m) => `${m.line}: ${m.ruleId}`);
}

describe("balance/task-writes", () => {
  it("flags drizzle writes on tasks and raw SQL that writes ${tasks}", () => {
    expect(
      lint(
        [
          "db.insert(tasks).values({});",
          "tx.update(tasks).set({ important: true });",
          "db.delete(tasks).where(x);",
          "sql`UPDATE ${tasks} SET important = true`;",
          "sql`insert into  ${tasks} (id) VALUES (1)`;",
          "sql`WITH gone AS (DELETE FROM ${tasks} WHERE true) SELECT 1`;",
        ].join("\n"),
      ),
    ).toEqual([1, 2, 3, 4, 5, 6].map((line) => `${line}: balance/task-writes`));
  });

  it("lets reads, other tables and the writer's builders through", () => {
    expect(
      lint(
        [
          "db.select().from(tasks);",
          "db.update(taskItems).set({ done: true });",
          "db.insert(users).values({});",
          "sql`SELECT ${tasks.id} FROM ${tasks} FOR UPDATE`;",
          "sql`UPDATE ${taskItems} SET done = true WHERE task_id IN (SELECT id FROM ${tasks})`;",
          "writeTasks(userId, (w) => w.update(db).set({ important: true }));",
          "writeTasks(userId, ({ table }) => db.execute(sql`UPDATE ${table} SET x = 1`));",
        ].join("\n"),
      ),
    ).toEqual([]);
  });

  it(
    "is on for the app's code and off for lib/tasks/write.ts only",
    { timeout: 60_000 },
    async () => {
      const eslint = new ESLint({ cwd: ROOT });
      const on = await eslint.calculateConfigForFile(path.join(ROOT, "lib/planning/data.ts"));
      expect(on.rules?.["balance/task-writes"]).toEqual([2]);
      const app = await eslint.calculateConfigForFile(path.join(ROOT, "app/api/tasks/route.ts"));
      expect(app.rules?.["balance/task-writes"]).toEqual([2]);
      const writer = await eslint.calculateConfigForFile(path.join(ROOT, "lib/tasks/write.ts"));
      expect(writer.rules?.["balance/task-writes"]).toBeUndefined();
    },
  );
});
