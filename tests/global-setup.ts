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
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "balance-template-"));
  const dir = path.join(root, "pglite");
  const client = await PGlite.create(dir);
  await migrate(drizzle({ client }), {
    migrationsFolder: path.join(process.cwd(), "db", "migrations"),
  });
  await client.close();
  project.provide("pgliteTemplate", dir);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
