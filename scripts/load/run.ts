// npm run test:load — load test of the production build (spec: "Load and faults").
//   NEXT_DIST_DIR=.next-load LOAD_SECONDS=30 npx tsx --conditions=react-server scripts/load/run.ts
// Expects a build in NEXT_DIST_DIR (default .next); builds nothing. Starts `next start` on
// 127.0.0.1 with a fresh DATA_DIR (embedded database; or DATABASE_URL when the caller sets one,
// e.g. under scripts/with-postgres.sh), registers LOAD_USERS users, runs one closed-loop client
// per user for LOAD_SECONDS, checks that every acknowledged write is stored, then races two
// reorders of the same list. Exits non-zero on any error, missing write or inconsistency.
import { randomBytes } from "node:crypto";
import { hardTimeout } from "./lib/processes";
import { startApp, distDir, type AppServer } from "./lib/server";
import { Tally, runAndExit } from "./lib/tally";
import { runMixedLoad } from "../../tests/load/mixed-load";
import { runReorderRace } from "../../tests/load/reorder-race";

function intEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

async function main(): Promise<number> {
  const seconds = intEnv("LOAD_SECONDS", 30, 1, 600);
  const users = intEnv("LOAD_USERS", 50, 1, 500);
  const port = intEnv("LOAD_PORT", 3110, 1024, 65535);
  const rounds = intEnv("LOAD_REORDER_ROUNDS", 20, 1, 1000);
  const tally = new Tally();
  // Registration + load + checks + race, with generous room on a busy 2-core machine.
  hardTimeout(seconds + 420, tally, "load run");
  const runId = randomBytes(4).toString("hex");
  const database = process.env.DATABASE_URL
    ? "PostgreSQL at DATABASE_URL"
    : "embedded PGlite in a fresh DATA_DIR";
  console.log(
    `Load test: build ${distDir()}/, ${users} users, ${seconds} s, port ${port}, ${database}`,
  );

  let server: AppServer | undefined;
  try {
    server = await startApp({
      port,
      env: {
        // Registration is not throttled and the login throttle counts failures only; the window
        // is still kept short so a rerun from the same address is never held back.
        LOGIN_RATE_WINDOW_SECONDS: "5",
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        ...(process.env.DATABASE_POOL_SIZE
          ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
          : {}),
      },
    });
    tally.pass("server started", server.baseUrl);
    const app = server;
    await tally.section("mixed load", () =>
      runMixedLoad({ baseUrl: app.baseUrl, users, seconds, runId, tally, serverLogs: app.logs }),
    );
    await tally.section("concurrent reorders", () =>
      runReorderRace({ baseUrl: app.baseUrl, runId, tally, rounds, tasks: 30 }),
    );
    tally.check(app.alive(), "server still running at the end");
  } catch (err) {
    tally.fail("load run", err instanceof Error ? err.message : String(err));
  } finally {
    await server?.stop();
  }
  return tally.finish();
}

runAndExit(main);
