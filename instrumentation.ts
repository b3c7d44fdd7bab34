// Next calls register() once when a server starts, before it serves requests. The embedded
// database (PGlite) is opened and migrated here, so the first visitor's sign-up does not wait for
// it (5.9 s on a fresh server before). Only in the Node.js runtime (the edge runtime has no file
// system) and only for the embedded default: with DATABASE_URL the pool connects on first use and
// migrations are run by `npm run db:migrate`.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.DATABASE_URL) return;
  const { getDb } = await import("./db/client");
  try {
    await getDb();
  } catch (err) {
    // The server still starts; the first request tries again and reports the failure properly.
    console.error("[db] could not open the embedded database at start-up:", (err as Error).message);
  }
}
