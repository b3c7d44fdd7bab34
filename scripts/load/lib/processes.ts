// Child processes started by the load and fault runs. Each runs in its own process group so that
// stopping it also stops whatever it spawned; every group still alive is stopped when this
// process ends (normal exit, Ctrl-C/SIGTERM, or the hard time limit). Where util-linux's setpriv
// exists, each child also gets SIGKILL from the kernel if this process dies without cleaning up
// (e.g. `tsx` force-killing it), so no server is left behind.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import type { Tally } from "./tally";

const children = new Map<number, ChildProcess>();
const exitHooks: (() => void)[] = [];
let installed = false;
let shuttingDown = false;
let runTally: { tally: Tally; what: string } | undefined;

/** Records why the run ends early, prints the summary, and silences the unwinding main flow. */
function finishEarly(reason: string) {
  if (runTally) {
    runTally.tally.fail(runTally.what, reason);
    runTally.tally.finish();
  }
  console.log = () => {};
}
const SETPRIV = "/usr/bin/setpriv";
const hasSetpriv = fs.existsSync(SETPRIV);

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

function runHooks() {
  for (const hook of exitHooks.splice(0)) {
    try {
      hook();
    } catch (err) {
      console.error("clean-up step failed:", err instanceof Error ? err.message : err);
    }
  }
}

/**
 * Stops every child group (SIGTERM, then SIGKILL after a grace period), runs the clean-up
 * hooks once the children are gone (so no server still writes into a folder being deleted),
 * then exits.
 */
export async function shutdown(code: number): Promise<never> {
  shuttingDown = true;
  for (const pid of children.keys()) killGroup(pid, "SIGTERM");
  const deadline = Date.now() + 3000;
  while ([...children.values()].some(running) && Date.now() < deadline) await sleep(50);
  for (const pid of children.keys()) killGroup(pid, "SIGKILL");
  const killDeadline = Date.now() + 2000;
  while ([...children.values()].some(running) && Date.now() < killDeadline) await sleep(50);
  runHooks();
  process.exit(code);
}

function installExitHooks() {
  if (installed) return;
  installed = true;
  // Last resort for paths that call process.exit directly: only synchronous work is possible here.
  process.on("exit", () => {
    for (const pid of children.keys()) killGroup(pid, "SIGKILL");
    runHooks();
  });
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(sig, () => {
      if (shuttingDown) return;
      console.error(`\nReceived ${sig}: stopping child processes.`);
      finishEarly(`interrupted by ${sig}`);
      void shutdown(130);
    });
  }
  process.on("uncaughtException", (err) => {
    console.error("Uncaught exception:", err);
    if (!shuttingDown) void shutdown(1);
  });
  process.on("unhandledRejection", (err) => {
    console.error("Unhandled rejection:", err);
    if (!shuttingDown) void shutdown(1);
  });
}

/** A synchronous clean-up step for things that are not child groups (folders, a daemonised PostgreSQL). */
export function onExit(hook: () => void): void {
  installExitHooks();
  exitHooks.push(hook);
}

/** spawn() in a new process group, tracked for cleanup. */
export function spawnGroup(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): ChildProcess {
  installExitHooks();
  const [cmd, argv] = hasSetpriv
    ? [SETPRIV, ["--pdeathsig", "KILL", "--", command, ...args]]
    : [command, args];
  const child = spawn(cmd, argv, { ...options, detached: true });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command}`);
  // Kept until stopGroup() sweeps the group: the leader's exit does not mean its group is empty.
  children.set(pid, child);
  return child;
}

/** SIGTERM to the whole group, SIGKILL after graceMs if anything is left. */
export async function stopGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (running(child)) {
    killGroup(pid, "SIGTERM");
    const exited = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), graceMs);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!exited) killGroup(pid, "SIGKILL");
  }
  // Grandchildren may outlive the leader: sweep the group once more.
  killGroup(pid, "SIGKILL");
  children.delete(pid);
}

/** Runs a command to completion with a time limit; resolves with its exit code and output. */
export function runCommand(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs: number },
): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stopGroup(child, 1000);
    }, options.timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      children.delete(child.pid!);
      reject(err);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      children.delete(child.pid!);
      resolve({ code, output, timedOut });
    });
  });
}

/**
 * The run's hard time limit: past it, record the failure, print the summary and stop everything.
 * Returns a function that disarms it.
 */
export function hardTimeout(seconds: number, tally: Tally, what: string): () => void {
  installExitHooks();
  runTally = { tally, what };
  const timer = setTimeout(() => {
    finishEarly(`hard time limit of ${seconds} s reached`);
    void shutdown(1);
  }, seconds * 1000);
  return () => clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
