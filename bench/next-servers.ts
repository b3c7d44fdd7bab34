// `next start` servers for the bench and the page-weight test: each in its own process group, so
// stopping one stops npx and Next together, and all are stopped by stopNextServers().
import { spawn, type ChildProcess } from "node:child_process";

const children: ChildProcess[] = [];

/**
 * Starts `next start` in `cwd` on a loopback port; resolves with its origin once it answers (≤ 2
 * minutes). `wrapper` runs it through a command first (scripts/with-postgres.sh: a PostgreSQL).
 */
export async function startNextServer(
  cwd: string,
  port: number,
  env: Record<string, string>,
  wrapper: string[] = [],
): Promise<string> {
  const command = [...wrapper, "npx", "next", "start", "-p", String(port), "-H", "127.0.0.1"];
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  children.push(child);
  return waitForServer(`http://127.0.0.1:${port}`);
}

/** Resolves with `origin` once a server answers there (≤ 2 minutes). */
export async function waitForServer(origin: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/`, { redirect: "manual" })).status < 500) return origin;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no server at ${origin}`);
}

/** Stops every server started here. */
export function stopNextServers(): void {
  for (const c of children) {
    try {
      if (c.pid) process.kill(-c.pid, "SIGTERM");
    } catch {
      /* gone */
    }
  }
}
