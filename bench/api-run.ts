// The API part of the bench alone (issue 30): `tsx --conditions=react-server bench/api-run.ts`.
// Serves the current build on the embedded database and, when PostgreSQL is installed, on a
// throw-away PostgreSQL with fsync on (scripts/with-postgres.sh, PG_FSYNC=on), each beside a blank
// Next app's trivial handler and its plain peer (bench/peer-route.ts). BENCH_SECONDS per figure
// (default 10), BENCH_PORT (default 3300: the app, +1 the blank app, +2 the app on PostgreSQL, +3
// the peer on it), PG_TEST_PORT for PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { apiFigures, formatApiFigures } from "./api";
import { buildBlankApp } from "./page-weight";
import { startNextServer, stopNextServers, waitForServer } from "./next-servers";

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
  const reusable =
    fs.existsSync(path.join(blankDir, ".next")) && fs.existsSync(path.join(blankDir, "peer-db.ts"));
  if (!(process.env.BENCH_REUSE_BLANK === "1" && reusable)) {
    console.error("[bench] building the blank app...");
    buildBlankApp(ROOT, blankDir, { peer: true });
  }
  const dataDir = path.join(ROOT, "bench", "tmp", `api-data-${PORT}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-peer`, { recursive: true, force: true });
  const blank = await startNextServer(blankDir, PORT + 1, { PEER_DATA_DIR: `${dataDir}-peer` });
  const floorUrl = `${blank}/api/health`;
  const common = {
    AUTH_SECRET: SECRET,
    REGISTER_RATE_LIMIT_PER_HOUR: "1000000",
    BENCH_COUNT_ROUND_TRIPS: "1",
  };
  const embedded = await startNextServer(ROOT, PORT, { ...common, DATA_DIR: dataDir });
  console.log(
    formatApiFigures(
      "the embedded database",
      SECONDS,
      await apiFigures(embedded, floorUrl, SECONDS, blank),
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
      // The peer's blank app on the same PostgreSQL (it needs the wrapper's DATABASE_URL).
      [
        "bash",
        "scripts/with-postgres.sh",
        "bash",
        "-c",
        `(cd ${JSON.stringify(blankDir)} && exec npx next start -p ${PORT + 3} -H 127.0.0.1) & exec "$@"`,
        "with-peer",
      ],
    );
    const pgPeer = await waitForServer(`http://127.0.0.1:${PORT + 3}`);
    console.log(
      formatApiFigures(
        "PostgreSQL (pg, fsync on)",
        SECONDS,
        await apiFigures(pg, floorUrl, SECONDS, pgPeer),
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
