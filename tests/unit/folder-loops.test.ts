// `npm run lint:folders` (scripts/check-folder-loops.mjs) fails when lib/ folders import each other,
// in a pair or a longer loop, type imports included, and passes when the arrows run one way.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve("scripts/check-folder-loops.mjs");
const dirs: string[] = [];

/** Runs the check in a throw-away tree of lib/ files. */
function check(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "folder-loops-"));
  dirs.push(root);
  fs.writeFileSync(
    path.join(root, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] } } }),
  );
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  const run = spawnSync(process.execPath, [script], { cwd: root, encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
}

afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("lint:folders", () => {
  it("passes when lib/ folders import one way only", () => {
    const run = check({
      "lib/time/zones.ts": "export const UTC = 'UTC';\n",
      "lib/tasks/data.ts": 'import { UTC } from "@/lib/time/zones";\nexport const z = UTC;\n',
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  }, 30_000);

  it("fails on a pair joined by a type import, naming the files of each arrow", () => {
    const run = check({
      "lib/a/one.ts": 'import type { B } from "@/lib/b/two";\nexport type A = B | 1;\n',
      "lib/b/two.ts": 'import { a } from "../a/three";\nexport type B = 2;\nexport const b = a;\n',
      "lib/a/three.ts": "export const a = 3;\n",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("lib/a <-> lib/b");
    expect(run.stderr).toContain("lib/a/one.ts -> lib/b/two.ts");
    expect(run.stderr).toContain("lib/b/two.ts -> lib/a/three.ts");
  }, 30_000);

  it("fails on a loop of three folders where no two import each other", () => {
    const run = check({
      "lib/a/x.ts": 'import { y } from "@/lib/b/y";\nexport const x = y;\n',
      "lib/b/y.ts": 'import { z } from "@/lib/c/z";\nexport const y = z;\n',
      "lib/c/z.ts": 'import type { W } from "@/lib/a/w";\nexport const z: W = 1;\n',
      "lib/a/w.ts": "export type W = number;\n",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("lib/a <-> lib/b <-> lib/c");
  }, 30_000);
});
