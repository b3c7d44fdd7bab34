// Applies the committed drizzle-kit migrations to DATABASE_URL (the embedded database migrates itself).
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migrateNeon } from "drizzle-orm/neon-serverless/migrator";
import { databaseKind, getDb, MIGRATIONS_FOLDER } from "@/db/client";

async function main() {
  // The README's way to configure: a .env beside package.json, as `next start` reads it (a
  // variable already in the environment wins). Read here, before the database is chosen.
  try {
    process.loadEnvFile(".env");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const kind = databaseKind();
  const db = await getDb();
  if (kind === "pglite") {
    console.log("No DATABASE_URL: the embedded database was migrated on connect.");
  } else if (kind === "neon") {
    await migrateNeon(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  console.log(`Migrations applied (${kind}).`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
