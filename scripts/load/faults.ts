// Fault tests on the production build (issue item "Load and faults"):
//   NEXT_DIST_DIR=.next-load npx tsx --conditions=react-server scripts/load/faults.ts
// 1. PostgreSQL unreachable: a throw-away PostgreSQL (Debian's package) on 127.0.0.1, the app on
//    it through the pg driver; stop it → clear 503s; start it → the same app recovers by itself.
//    Also races reorders of a user with many tasks on PostgreSQL.
// 2. AI provider failing: OPENAI_API_KEY set, OPENAI_BASE_URL on a closed loopback port → the
//    spec §8 fallbacks.
// 3. Stripe webhook replay/reordering: covered by tests/api/stripe.test.ts (vitest); checked here
//    only for presence.
// Everything is bounded in time and uses 127.0.0.1 only; child processes are stopped on exit.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { hardTimeout } from "./lib/processes";
import { migrate, startTestPostgres, type TestPostgres } from "./lib/postgres";
import { distDir, portIsFree, REPO_ROOT, startApp, type AppServer } from "./lib/server";
import { Tally, runAndExit } from "./lib/tally";
import { runDatabaseOutage, runLargeReorderRace } from "../../tests/load/postgres-faults";
import { runAiProviderFailure } from "../../tests/load/ai-faults";

const PORTS = { dbApp: 3111, aiApp: 3112, postgres: 3116, closedProvider: 3117 };

async function databaseFaults(tally: Tally, runId: string) {
  let db: TestPostgres | undefined;
  let server: AppServer | undefined;
  try {
    db = await startTestPostgres(PORTS.postgres);
    await migrate(db.url);
    server = await startApp({
      port: PORTS.dbApp,
      env: { DATABASE_URL: db.url, LOGIN_RATE_WINDOW_SECONDS: "5" },
    });
    tally.pass("app started on PostgreSQL", `${server.baseUrl}, database ${db.url}`);
    const ctx = { tally, pg: db, server, runId };
    await tally.section("database unreachable", () => runDatabaseOutage(ctx));
    await tally.section("concurrent reorders of a long list on PostgreSQL", () =>
      runLargeReorderRace(ctx),
    );
  } finally {
    await server?.stop();
    db?.destroy();
  }
}

async function aiFaults(tally: Tally, runId: string) {
  // Nothing may listen on the provider port, so each call is refused at once, on this machine.
  if (!(await portIsFree(PORTS.closedProvider)))
    throw new Error(`port ${PORTS.closedProvider} is in use; it must be closed`);
  const server = await startApp({
    port: PORTS.aiApp,
    env: {
      OPENAI_API_KEY: "sk-test-invalid",
      OPENAI_BASE_URL: `http://127.0.0.1:${PORTS.closedProvider}/v1`,
    },
  });
  try {
    tally.pass(
      "app started with a failing AI provider",
      `OPENAI_BASE_URL=http://127.0.0.1:${PORTS.closedProvider}/v1 (closed)`,
    );
    await runAiProviderFailure({ tally, server, runId, providerPort: PORTS.closedProvider });
  } finally {
    await server.stop();
  }
}

async function main(): Promise<number> {
  const tally = new Tally();
  hardTimeout(600, tally, "fault run");
  const runId = randomBytes(4).toString("hex");
  console.log(`Fault tests: build ${distDir()}/`);

  await tally.section("PostgreSQL faults", () => databaseFaults(tally, runId));
  await tally.section("AI provider failing", () => aiFaults(tally, runId));

  console.log("\n== Stripe webhook replay and reordering");
  const stripeTest = path.join(REPO_ROOT, "tests", "api", "stripe.test.ts");
  const covered =
    fs.existsSync(stripeTest) &&
    /replayed event/i.test(fs.readFileSync(stripeTest, "utf8")) &&
    /wrong order/i.test(fs.readFileSync(stripeTest, "utf8"));
  tally.check(
    covered,
    "Stripe webhook replay and wrong-order delivery are covered by tests/api/stripe.test.ts (run by vitest)",
  );

  return tally.finish();
}

runAndExit(main);
