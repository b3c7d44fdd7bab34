// Faults on the production driver path (pg against a real PostgreSQL server):
// - the database becomes unreachable: clear 503s, no hang, no lost session, and recovery
//   without restarting the app;
// - two concurrent reorders when the user holds many tasks (the plan PostgreSQL picks then
//   locks rows in request order).
import pg from "pg";
import { browse, Client, describe, ok, registerUser } from "../../scripts/load/lib/http";
import { sleep } from "../../scripts/load/lib/processes";
import type { TestPostgres } from "../../scripts/load/lib/postgres";
import type { AppServer } from "../../scripts/load/lib/server";
import type { Tally } from "../../scripts/load/lib/tally";
import { raceReorders, twoTabs } from "./reorder-race";
import type { TaskRow } from "./checks";

/** The spec's "no hang": every request during the outage must be answered within this. */
const OUTAGE_ANSWER_LIMIT_MS = 10_000;
/** After PostgreSQL is back, the same request must succeed again within this. */
const RECOVERY_LIMIT_MS = 15_000;

type Ctx = { tally: Tally; pg: TestPostgres; server: AppServer; runId: string };

const isJsonMessage = (body: unknown) =>
  typeof (body as { message?: unknown } | null)?.message === "string" &&
  (body as { message: string }).message.length > 0;

export async function runDatabaseOutage({ tally, pg: db, server, runId }: Ctx): Promise<void> {
  const client = new Client(server.baseUrl, OUTAGE_ANSWER_LIMIT_MS);
  const email = `outage-${runId}@example.test`;
  const password = `outage-pass-${runId}`;
  await registerUser(client, email, password);
  const created = await client.post<TaskRow>("/api/tasks", {
    description: "Written before the outage",
    category: "health",
    completed: false,
  });
  if (!ok(created)) throw new Error(`create task before the outage: ${describe(created)}`);
  const before = await client.get<TaskRow[]>("/api/tasks");
  if (!ok(before)) throw new Error(`task list before the outage: ${describe(before)}`);
  const cookiesBefore = client.cookieHeader();
  const serverPid = server.child.pid;

  await db.stop();
  console.log("PostgreSQL stopped (pg_ctl stop -m fast)");

  // Twice: the first request meets pooled connections the shutdown terminated, the second a refused connect.
  for (const attempt of [1, 2]) {
    const r = await client.get("/api/tasks");
    tally.check(
      r.status === 503 && isJsonMessage(r.body),
      `database down: GET /api/tasks answers 503 with a JSON message (attempt ${attempt})`,
      `${describe(r)} in ${r.ms.toFixed(0)} ms`,
    );
  }
  const write = await client.post("/api/tasks", {
    description: "Written during the outage",
    category: "health",
    completed: false,
  });
  tally.check(
    write.status === 503 && isJsonMessage(write.body),
    "database down: POST /api/tasks answers 503 with a JSON message",
    `${describe(write)} in ${write.ms.toFixed(0)} ms`,
  );
  const stranger = new Client(server.baseUrl, OUTAGE_ANSWER_LIMIT_MS);
  const login = await stranger.post("/api/login", { email, password });
  tally.check(
    login.status === 503 && isJsonMessage(login.body),
    "database down: POST /api/login answers 503 (not a wrong-password answer)",
    `${describe(login)} in ${login.ms.toFixed(0)} ms`,
  );
  const health = await client.get("/api/health");
  tally.check(
    ok(health),
    "database down: the process itself still answers (GET /api/health)",
    describe(health),
  );
  // A browser tab (a copy of the same cookies) opening the dashboard now must see an error page
  // and keep its session; the API client above stays untouched for the recovery check.
  const tab = new Client(server.baseUrl, OUTAGE_ANSWER_LIMIT_MS);
  for (const [k, v] of client.jar) tab.jar.set(k, v);
  const page = await browse(tab, "/");
  tally.check(
    !page.hops.some((h) => h.startsWith("/auth") || h.startsWith("/api/session/expired")) &&
      page.final.status >= 500,
    "database down: opening the dashboard shows an error, not the sign-in screen",
    `${page.hops.join(" -> ")} ends in ${page.final.status === 0 ? page.final.error : `HTTP ${page.final.status}`}`,
  );
  const names = (jar: string) =>
    jar
      .split("; ")
      .filter(Boolean)
      .map((c) => c.split("=")[0])
      .join(",") || "none";
  tally.check(
    client.cookieHeader() === cookiesBefore && tab.cookieHeader() === cookiesBefore,
    "database down: the session cookie survives the outage (API calls and a page load)",
    `cookies before: ${names(cookiesBefore)}; after API calls: ${names(client.cookieHeader())}; after the page load: ${names(tab.cookieHeader())}`,
  );

  await db.start();
  const back = Date.now();
  console.log("PostgreSQL started again");
  let last = await client.get<TaskRow[]>("/api/tasks");
  while (!ok(last) && Date.now() - back < RECOVERY_LIMIT_MS) {
    await sleep(250);
    last = await client.get<TaskRow[]>("/api/tasks");
  }
  const took = Date.now() - back;
  tally.check(
    ok(last) && Array.isArray(last.body) && last.body.some((t) => t.id === created.body.id),
    "database back: GET /api/tasks succeeds again with the earlier task, same session, no app restart",
    ok(last) ? `after ${took} ms` : `still ${describe(last)} after ${took} ms`,
  );
  const again = await client.post("/api/tasks", {
    description: "Written after the outage",
    category: "health",
    completed: false,
  });
  tally.check(ok(again), "database back: writes work again", describe(again));
  tally.check(
    server.alive() && server.child.pid === serverPid,
    "database back: the same server process kept running",
  );
}

/**
 * A user with many stored tasks makes PostgreSQL update by a nested loop over the request's
 * array, so each statement locks rows in its own permutation's order. Seeds the rows with SQL
 * (thousands through the API would take minutes), then races reorders through the API.
 */
export async function runLargeReorderRace(
  { tally, pg: db, server, runId }: Ctx,
  opts = { storedTasks: 10_000, openTasks: 500, rounds: 20 },
): Promise<void> {
  const { user, tabA, tabB } = await twoTabs(
    server.baseUrl,
    `race-large-${runId}@example.test`,
    `race-pass-${runId}`,
  );
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  try {
    await sql.query(
      `INSERT INTO tasks (user_id, description, category, completed, "order")
       SELECT $1, 'Done task ' || g, 'health', true, g FROM generate_series(1, $2::int) g`,
      [user.id, opts.storedTasks],
    );
    await sql.query(
      `INSERT INTO tasks (user_id, description, category, completed, "order")
       SELECT $1, 'Open task ' || g, 'finances', false, g FROM generate_series(1, $2::int) g`,
      [user.id, opts.openTasks],
    );
    await sql.query("ANALYZE tasks");
  } finally {
    await sql.end();
  }
  const list = await tabA.get<TaskRow[]>("/api/tasks");
  if (!ok(list)) throw new Error(`task list: ${describe(list)}`);
  // The dashboard reorders the To Do list: the open tasks.
  const ids = list.body.filter((t) => !t.completed).map((t) => t.id);
  const { wins, failures } = await raceReorders(tabA, tabB, ids, opts.rounds);
  tally.check(
    failures.length === 0,
    `PostgreSQL reorder race: ${opts.rounds} rounds of two concurrent reorders of ${ids.length} open tasks (user holds ${list.body.length}) leave exactly one requested order, without errors`,
    `A won ${wins.A}, B won ${wins.B}${failures.length ? `, ${failures.length} rounds failed` : ""}`,
  );
}
