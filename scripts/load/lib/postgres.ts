// A throw-away PostgreSQL server on a loopback port that the fault run can stop and start again,
// modelled on scripts/with-postgres.sh (Debian's package, trust auth, data in a temp folder).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onExit, runCommand } from "./processes";
import { REPO_ROOT } from "./server";

export type TestPostgres = {
  url: string;
  port: number;
  dir: string;
  /** `pg_ctl stop -m fast`: open connections are terminated, new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stop immediately and delete the data. */
  destroy(): void;
};

function pgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1]!, "bin") : null;
}

const isRoot = () => process.getuid?.() === 0;

/** The server refuses to run as root: run its tools as the postgres system user then. */
function asPg(bin: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

async function run(bin: string, args: string[], what: string, timeoutMs = 60_000): Promise<void> {
  const [cmd, argv] = asPg(bin, args);
  const r = await runCommand(cmd, argv, { timeoutMs, cwd: os.tmpdir() });
  if (r.code !== 0)
    throw new Error(
      `${what} failed${r.timedOut ? " (time limit)" : ""}: ${r.output.trim().slice(-600)}`,
    );
}

export async function startTestPostgres(port: number): Promise<TestPostgres> {
  let bin = pgBin();
  if (!bin) {
    // The project's own script installs Debian's postgresql when it is missing.
    console.log("PostgreSQL not found: installing it through scripts/with-postgres.sh ...");
    const r = await runCommand(
      "bash",
      [path.join(REPO_ROOT, "scripts", "with-postgres.sh"), "true"],
      {
        timeoutMs: 600_000,
        cwd: REPO_ROOT,
        env: { ...process.env, PG_TEST_PORT: String(port) },
      },
    );
    bin = pgBin();
    if (!bin) throw new Error(`could not install PostgreSQL: ${r.output.slice(-600)}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "balance-load-pg-"));
  if (isRoot()) spawnSync("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const pgCtl = path.join(bin, "pg_ctl");
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;

  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    const [cmd, argv] = asPg(pgCtl, ["-D", data, "-m", "immediate", "stop"]);
    spawnSync(cmd, argv, { stdio: "ignore", timeout: 15_000, cwd: os.tmpdir() });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  onExit(destroy);

  await run(
    path.join(bin, "initdb"),
    ["-D", data, "-A", "trust", "-U", "balance"],
    "initdb",
    120_000,
  );
  const start = () =>
    run(
      pgCtl,
      ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "60", "-o", options, "start"],
      "pg_ctl start",
      90_000,
    );
  await start();
  return {
    url: `postgres://balance@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start,
    stop: () =>
      run(pgCtl, ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"], "pg_ctl stop", 90_000),
    destroy,
  };
}

/** Applies the committed migrations with the project's own script. */
export async function migrate(url: string): Promise<void> {
  const tsx = path.join(REPO_ROOT, "node_modules", ".bin", "tsx");
  // db/client.ts is server-only: tsx must resolve it with the server condition, as npm run db:migrate does.
  const r = await runCommand(tsx, ["--conditions=react-server", "scripts/db-migrate.ts"], {
    timeoutMs: 180_000,
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: url,
      AUTH_SECRET: "load-test-secret-load-test-secret-0123456789",
    },
  });
  if (r.code !== 0)
    throw new Error(
      `migrations failed${r.timedOut ? " (time limit)" : ""}: ${r.output.trim().slice(-600)}`,
    );
}
