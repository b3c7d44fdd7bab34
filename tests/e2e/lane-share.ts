// The browser tests as a queue two runners share (scripts/test-all.sh): each lane of the whole
// suite runs the full list against its own server, and a spec file belongs to the first lane that
// reaches it; the other lane skips its tests. Lane A starts on the list after the build, lane B
// joins when its unit and API suites are done, and the two finish within a file of each other
// instead of lane B's core idling while lane A runs the rest alone (docs/decisions/test-loop.md).
// Without E2E_QUEUE_DIR (a run of its own) every test is run.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The lane a spec file belongs to: this one (`true`) or the other (`false`). */
export function claimSpecFile(specFile: string): boolean {
  const queue = process.env.E2E_QUEUE_DIR;
  if (!queue) return true;
  const me = process.env.E2E_LANE ?? String(process.pid);
  const owner = path.join(queue, path.basename(specFile));
  try {
    // mkdir is atomic: of two lanes reaching the file at once, one makes the folder.
    mkdirSync(owner);
    writeFileSync(path.join(owner, "lane"), me);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return laneOf(owner) === me;
}

/** The lane written into a claimed file's folder (its writer may still be about to write it). */
function laneOf(owner: string): string {
  for (let attempt = 0; ; attempt++) {
    try {
      return readFileSync(path.join(owner, "lane"), "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT" || attempt > 200) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}
