// Starts the production build with `next start` on 127.0.0.1 and waits until it answers.
// The server gets a short, explicit environment (no inherited API keys), so the only network
// traffic of these runs is loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import type { ChildProcess } from "node:child_process";
import { onExit, spawnGroup, stopGroup, sleep } from "./processes";
import { assertLoopback } from "./http";

export const REPO_ROOT = path.resolve(__dirname, "../../..");

/** Variables passed through from the caller's environment; everything else is set explicitly. */
const PASS_THROUGH = [
  "PATH",
  "HOME",
  "USER",
  "LANG",
  "LC_ALL",
  "TZ",
  "TMPDIR",
  "NODE_EXTRA_CA_CERTS",
];

export type AppServer = {
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything the server printed so far (the last 2 MB). */
  logs(): string;
  alive(): boolean;
  stop(): Promise<void>;
};

export type StartOptions = {
  port: number;
  /** Extra variables (DATABASE_URL, OPENAI_*, ...). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
};

export function distDir(): string {
  return process.env.NEXT_DIST_DIR || ".next";
}

/** Throws with the build command to run when the production build is missing. */
export function assertBuildExists(): void {
  const buildId = path.join(REPO_ROOT, distDir(), "BUILD_ID");
  if (!fs.existsSync(buildId)) {
    throw new Error(
      `no production build in ${distDir()}/ (missing BUILD_ID). Build first: NEXT_DIST_DIR=${distDir()} SKIP_BUILD_TYPECHECK=1 npx next build`,
    );
  }
}

/** A fresh temporary folder; removed by the caller (stop() removes the server's DATA_DIR). */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** True when nothing listens on 127.0.0.1:port (so a stale server cannot answer for ours). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

export async function startApp(opts: StartOptions): Promise<AppServer> {
  assertBuildExists();
  if (!(await portIsFree(opts.port)))
    throw new Error(`port ${opts.port} on 127.0.0.1 is already in use`);
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  assertLoopback(baseUrl);
  const dataDir = tempDir("balance-load-data-");
  // Also on an interrupted run (the exit hook kills the server group before this runs).
  onExit(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {};
  for (const k of PASS_THROUGH) if (process.env[k]) env[k] = process.env[k]!;
  Object.assign(env, {
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir(),
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    AUTH_SECRET: "load-test-secret-load-test-secret-0123456789",
    // Every simulated user signs up from 127.0.0.1.
    REGISTER_RATE_LIMIT_PER_HOUR: "1000000",
    // One long-lived server with its own disk: with DATABASE_URL it must say so, or name a bucket.
    ...(opts.env?.DATABASE_URL && !opts.env.S3_BUCKET ? { IMAGE_STORE: "disk" } : {}),
    // A deployment (DATABASE_URL) builds its e-mail links from AUTH_URL and will not start without it.
    ...(opts.env?.DATABASE_URL ? { AUTH_URL: baseUrl } : {}),
    ...opts.env,
  });

  const nextBin = path.join(REPO_ROOT, "node_modules", "next", "dist", "bin", "next");
  const child = spawnGroup(
    process.execPath,
    [nextBin, "start", "-p", String(opts.port), "-H", "127.0.0.1"],
    {
      cwd: REPO_ROOT,
      env: env as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let log = "";
  const append = (d: Buffer) => {
    log += d.toString();
    if (log.length > 2_000_000) log = log.slice(-1_000_000);
  };
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  const alive = () => child.exitCode === null && child.signalCode === null;

  const server: AppServer = {
    baseUrl,
    child,
    dataDir,
    logs: () => log,
    alive,
    async stop() {
      await stopGroup(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (!alive()) {
      await server.stop();
      throw new Error(`next start exited early (code ${child.exitCode}):\n${tail(log)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await server.stop();
  throw new Error(
    `next start did not answer /api/health on port ${opts.port} in time:\n${tail(log)}`,
  );
}

export function tail(text: string, lines = 30): string {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}
