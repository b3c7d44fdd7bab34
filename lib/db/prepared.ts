// Statements prepared once per database handle (drizzle's `.prepare`): drizzle builds their text
// once, and PostgreSQL parses each once per connection instead of on every call. Keyed by the
// handle, so a new database (tests switch DATA_DIR; the embedded thread is reopened) prepares again.
import "server-only";
import type { Db } from "@/db/client";

/** `build` run once per database handle; its statements are handed back on every later call. */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (statements === undefined) built.set(db, (statements = build(db)));
    return statements;
  };
}
