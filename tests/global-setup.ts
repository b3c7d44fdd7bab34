// Once per `vitest run`: an embedded database with every migration applied, which each test
// process copies into its own data folder (tests/setup.ts) instead of creating one. Creating a
// PGlite database (its initdb) and migrating it costs about 3.6 s of CPU; copying this one and
// opening it, about 0.3 s. With 150-odd test files that is most of the suite's fixed cost
// (docs/decisions/test-loop.md). The database is the same one the app would create: the app's
// own migrations, through drizzle's migrator, on the same PGlite.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy, or "" when the run uses DATABASE_URL. */
    pgliteTemplate: string;
    /** The run's own folder: every test process's data folder is made in it, and it goes at the end. */
    testRoot: string;
  }
}

/** What a killed run left: its own folder (and the per-process folders of older versions). */
function sweepOldTestFolders(olderThanMs = 6 * 3600_000) {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!/^balance-(test|template)-[A-Za-z0-9]{6}$/.test(name)) continue;
    const dir = path.join(tmp, name);
    try {
      if (Date.now() - fs.statSync(dir).mtimeMs > olderThanMs)
        fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
}

/** The run's folder and its migrated template (an empty path when the run uses DATABASE_URL). */
async function makeTemplate(): Promise<{ root: string; template: string }> {
  sweepOldTestFolders();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "balance-template-"));
  if (process.env.DATABASE_URL) return { root, template: "" };
  const dir = path.join(root, "pglite");
  const client = await PGlite.create(dir);
  await migrate(drizzle({ client }), {
    migrationsFolder: path.join(process.cwd(), "db", "migrations"),
  });
  await client.close();
  return { root, template: dir };
}

// Vitest runs a global setup once for the root config and once for each project (two here,
// vitest.config.mts), each loading this file anew: a module variable would not be shared, so the
// one template of the run is kept on the process's global object, and the last teardown removes it.
const shared = globalThis as typeof globalThis & {
  balanceTemplate?: Promise<{ root: string; template: string }>;
  balanceTemplateUsers?: number;
};

export default async function setup(project: TestProject) {
  shared.balanceTemplate ??= makeTemplate();
  shared.balanceTemplateUsers = (shared.balanceTemplateUsers ?? 0) + 1;
  const { root, template } = await shared.balanceTemplate;
  project.provide("testRoot", root);
  project.provide("pgliteTemplate", template);
  return () => {
    shared.balanceTemplateUsers! -= 1;
    if (shared.balanceTemplateUsers) return;
    fs.rmSync(root, { recursive: true, force: true });
    shared.balanceTemplate = undefined;
  };
}
