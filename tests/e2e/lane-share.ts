// The browser tests as a queue two runners share (scripts/test-all.sh): each lane of the whole
// suite runs the full list against its own server, and a spec file belongs to the first lane that
// reaches it; the other lane skips its tests. Lane A starts on the list after the build, lane B
// joins when its unit and API suites are done, and the two finish within a file of each other
// instead of lane B's core idling while lane A runs the rest alone (docs/decisions/test-loop.md).
// Without E2E_QUEUE_DIR (a run of its own) every test is run.
import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The lane a spec file belongs to: this one (`true`) or the other (`false`). */
export function claimSpecFile(specFile: string): boolean {
  const queue = process.env.E2E_QUEUE_DIR;
  if (!queue) return true;
  const me = process.env.E2E_LANE ?? String(process.pid);
  const owner = path.join(queue, path.basename(specFile));
  // The lane is written first, then linked in under the file's name: a link is atomic and fails
  // when the name exists, so of two lanes reaching the file at once one wins, and whoever reads
  // the name finds the winner's lane already in it.
  const mine = path.join(queue, `.${path.basename(specFile)}.${me}.${process.pid}`);
  writeFileSync(mine, me);
  try {
    linkSync(mine, owner);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return readFileSync(owner, "utf8") === me;
  } finally {
    rmSync(mine, { force: true });
  }
}
