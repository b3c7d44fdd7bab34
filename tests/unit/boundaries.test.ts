// The server/client boundary is enforced: a component (or any "use client" file) that imports a
// server module, the database or a zod schema by value fails lint, and every server module is
// marked `import "server-only"` (so the build refuses it in a client bundle too).
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own config, without the type-aware rules (none of the rules tested here needs
// types): each probe is linted from memory under the path it stands for, with no type program to
// build for it (that cost about 3 s of CPU a probe) and no file written into the tree for the
// whole-tree lint to race.
const eslint = new ESLint({
  overrideConfig: {
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-misused-promises": "off",
    },
  },
});
/** The errors lint reports for `code` as the file at `filePath`. */
async function errorsIn(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe("server/client boundary", () => {
  it("fails lint on a component importing a server module, the database or zod", async () => {
    const file = path.resolve("components/tasks/zz-boundary-probe.tsx");
    for (const line of [
      'import { listTasks } from "@/lib/tasks/data";',
      'import { getDb } from "@/db/client";',
      'import { createTaskSchema } from "@/lib/tasks/schemas";',
      'import { z } from "zod";',
      'import { takeLimit } from "@/lib/server/rate-limit";',
    ]) {
      expect(
        await errorsIn(`${line}\nexport const x = [${line.match(/\{ (\w+) \}/)![1]}];\n`, file),
        line,
      ).toContain("@typescript-eslint/no-restricted-imports");
    }
  }, 60_000);

  it("lets a component import types from them, and shared rules by value", async () => {
    const file = path.resolve("components/tasks/zz-boundary-probe.tsx");
    const code =
      'import type { TaskDto } from "@/lib/tasks/schemas";\nimport { checkNewTaskDescription } from "@/lib/tasks/shapes";\nexport const f = (t: TaskDto) => checkNewTaskDescription(t.description);\n';
    expect(await errorsIn(code, file)).toEqual([]);
  }, 60_000);

  it("keeps arrows running down: lib/ never imports components/, db/ never imports lib/ (issues 32, 42)", async () => {
    const inLib = await errorsIn(
      'import { Button } from "@/components/ui/button";\nexport const x = [Button];\n',
      path.resolve("lib/zz-layer-probe.ts"),
    );
    expect(inLib).toContain("no-restricted-imports");
    const inDb = path.resolve("db/zz-layer-probe.ts");
    expect(
      await errorsIn(
        'import { CATEGORIES } from "@/lib/categories";\nexport const x = [CATEGORIES];\n',
        inDb,
      ),
    ).toContain("@typescript-eslint/no-restricted-imports");
    // Not even a type (issue 42): the schema's value sets live in db/column-types.ts.
    expect(
      await errorsIn(
        'import type { Category } from "@/lib/categories";\nexport const x: Category[] = [];\n',
        inDb,
      ),
    ).toContain("@typescript-eslint/no-restricted-imports");
    expect(
      await errorsIn(
        'import type { Category } from "./column-types";\nexport const x: Category[] = [];\n',
        inDb,
      ),
    ).toEqual([]);
  }, 60_000);

  it("marks the database client and the data functions server-only", () => {
    for (const f of [
      "db/client.ts",
      "lib/tasks/data.ts",
      "lib/journal/data.ts",
      "lib/vision-boards/data.ts",
      "lib/http/handler.ts",
      "lib/server/rate-limit.ts",
    ]) {
      expect(fs.readFileSync(f, "utf8"), f).toMatch(/^import "server-only";$/m);
    }
  });
});
