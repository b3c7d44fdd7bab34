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

export default async function setup(project: TestProject) {
  sweepOldTestFolders();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "balance-template-"));
  const removeRoot = () => fs.rmSync(root, { recursive: true, force: true });
  project.provide("testRoot", root);
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return removeRoot;
  }
  const dir = path.join(root, "pglite");
  const client = await PGlite.create(dir);
  await migrate(drizzle({ client }), {
    migrationsFolder: path.join(process.cwd(), "db", "migrations"),
  });
  await client.close();
  project.provide("pgliteTemplate", dir);
  return removeRoot;
}
