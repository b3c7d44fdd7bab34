// The API part of the bench alone (issue 30): `tsx --conditions=react-server bench/api-run.ts`.
// Serves the current build on the embedded database and, when PostgreSQL is installed, on a
// throw-away PostgreSQL with fsync on (scripts/with-postgres.sh, PG_FSYNC=on), each beside a blank
// Next app's trivial handler. BENCH_SECONDS per figure (default 10), BENCH_PORT (default 3300:
// the app, +1 the blank app, +2 the app on PostgreSQL), PG_TEST_PORT for PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiFigures, formatApiFigures } from "./api";
import { buildBlankApp } from "./page-weight";
import { startNextServer, stopNextServers } from "./next-servers";

const ROOT = path.resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PORT = Number(process.env.BENCH_PORT || 3300);
const SECRET = "bench-secret-bench-secret-bench-secret-0123";

async function main() {
  const timer = setTimeout(() => {
    console.error("[bench] time limit reached");
    stopNextServers();
    process.exit(2);
  }, 20 * 60_000);
  const blankDir = path.join(os.tmpdir(), `balance-bench-blank-app-${PORT}`);
  if (!(process.env.BENCH_REUSE_BLANK === "1" && fs.existsSync(path.join(blankDir, ".next")))) {
    console.error("[bench] building the blank app...");
    buildBlankApp(ROOT, blankDir);
  }
  const floorUrl = `${await startNextServer(blankDir, PORT + 1, {})}/api/health`;
  const common = {
    AUTH_SECRET: SECRET,
    REGISTER_RATE_LIMIT_PER_HOUR: "1000000",
    BENCH_COUNT_ROUND_TRIPS: "1",
  };
  const dataDir = path.join(ROOT, "bench", "tmp", `api-data-${PORT}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const embedded = await startNextServer(ROOT, PORT, { ...common, DATA_DIR: dataDir });
  console.log(
    formatApiFigures(
      "the embedded database",
      SECONDS,
      await apiFigures(embedded, floorUrl, SECONDS),
    ),
  );
  if (process.env.BENCH_API_PG === "1") {
    const pg = await startNextServer(
      ROOT,
      PORT + 2,
      {
        ...common,
        DATA_DIR: `${dataDir}-pg`,
        PG_FSYNC: "on",
        AUTH_URL: `http://127.0.0.1:${PORT + 2}`,
      },
      ["bash", "scripts/with-postgres.sh"],
    );
    console.log(
      formatApiFigures(
        "PostgreSQL (pg, fsync on)",
        SECONDS,
        await apiFigures(pg, floorUrl, SECONDS),
      ),
    );
  }
  clearTimeout(timer);
  stopNextServers();
}

main().catch((err) => {
  console.error(err);
  stopNextServers();
  process.exit(1);
});
