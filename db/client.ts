// The one place that chooses the database driver. Nothing above this module knows which one runs.
//   DATABASE_URL unset          -> embedded PGlite under DATA_DIR, migrated automatically
//   DATABASE_DRIVER=neon        -> @neondatabase/serverless Pool (WebSocket; supports transactions)
//   DATABASE_DRIVER=pg          -> node-postgres Pool
//   no DATABASE_DRIVER          -> Neon's driver on Neon's hosts (*.neon.tech), node-postgres elsewhere.
// A Neon database behind a custom domain, or a local WebSocket proxy, is not on Neon's host: say
// DATABASE_DRIVER=neon. NEON_WS_PROXY (local development and tests) points the Neon driver at a
// WebSocket-to-TCP proxy in front of an ordinary PostgreSQL, the setup Neon documents for that.
import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import * as schema from "./schema";
import { dataPath } from "@/db/data-dir";
import fs from "node:fs";
import { countingRoundTrips, noteRoundTrips } from "./round-trips";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export const MIGRATIONS_FOLDER = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "db",
  "migrations",
);

type Holder = { promise?: Promise<Db>; key?: string; client?: unknown };
// Kept on globalThis so that every bundle of the same process (route handlers, pages, dev reloads)
// shares one database instance: PGlite allows one process per data folder.
const holder: Holder = ((globalThis as Record<string, unknown>).__balanceDb ??= {}) as Holder;

/** Bench only (db/round-trips.ts): drizzle's logger sees every statement it sends. */
const counting = () =>
  countingRoundTrips() ? { logger: { logQuery: () => noteRoundTrips() } } : {};

export function databaseKind(
  url = process.env.DATABASE_URL,
  driver = process.env.DATABASE_DRIVER,
): "pglite" | "neon" | "postgres" {
  if (!url) return "pglite";
  const chosen = (driver ?? "").trim().toLowerCase();
  if (chosen === "neon") return "neon";
  if (chosen === "pg") return "postgres";
  if (chosen) throw new Error(`DATABASE_DRIVER must be "neon" or "pg", not "${driver}"`);
  try {
    const host = new URL(url).hostname;
    if (host.endsWith(".neon.tech") || host.endsWith(".neon.build")) return "neon";
  } catch {
    // Fall through: let the pg driver report a malformed URL.
  }
  return "postgres";
}

/**
 * Whether this process sees every write to the database. Only then may it keep copies of table
 * data in memory (lib/tasks/list-cache.ts): the embedded PGlite allows one process per data
 * folder, so every write goes through this process. With DATABASE_URL there may be several server
 * instances (and scripts) writing to the same database, and nothing may be cached in process.
 */
export function databaseIsProcessLocal(url = process.env.DATABASE_URL): boolean {
  return databaseKind(url) === "pglite";
}

async function connect(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  const kind = databaseKind(url);
  if (kind === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const ws = (await import("ws")).default;
    neonConfig.webSocketConstructor = ws;
    const proxy = process.env.NEON_WS_PROXY;
    if (proxy) {
      // Neon's local-development setup: plain ws:// to the proxy, which opens the TCP connection
      // to PostgreSQL; no TLS inside it, and no pipelining of the start-up messages.
      neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
      neonConfig.useSecureWebSocket = false;
      neonConfig.pipelineTLS = false;
      neonConfig.pipelineConnect = false;
    }
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE || 10),
    });
    pool.on("error", (err: Error) => console.error("[db] idle client error:", err.message));
    return drizzle({ client: pool, schema, ...counting() }) as unknown as Db;
  }
  if (kind === "postgres") {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE || 10),
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on("error", (err) => console.error("[db] idle client error:", err.message));
    return drizzle({ client: pool, schema, ...counting() }) as unknown as Db;
  }
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { startEmbeddedClient } = await import("./embedded-client");
  const dir = dataPath("pglite");
  fs.mkdirSync(dir, { recursive: true });
  // PGlite runs in a thread of its own (db/embedded-thread.mjs); if it ever stops, the next
  // request opens it again.
  const client = startEmbeddedClient(dir, () => {
    if (holder.client === client) holder.promise = undefined;
  });
  holder.client = client;
  if (countingRoundTrips()) {
    // PGlite's transaction() sends BEGIN and COMMIT itself, past drizzle's logger.
    const transaction = client.transaction.bind(client);
    client.transaction = ((fn: Parameters<typeof transaction>[0]) => {
      noteRoundTrips(2);
      return transaction(fn);
    }) as typeof client.transaction;
  }
  // drizzle's PGlite driver asks of its client only what the thread's end provides.
  const db = drizzle({ client: client as unknown as PGlite, schema, ...counting() });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db as unknown as Db;
}

/** The process-wide database, connected (and for PGlite, migrated) on first use. */
export function getDb(): Promise<Db> {
  const key = `${process.env.DATABASE_URL ?? ""}|${process.env.DATA_DIR ?? ""}`;
  if (!holder.promise || holder.key !== key) {
    holder.key = key;
    holder.promise = connect().catch((err) => {
      holder.promise = undefined; // let the next request try again
      throw err;
    });
  }
  return holder.promise;
}
