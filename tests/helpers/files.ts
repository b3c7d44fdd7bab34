// Files under a folder whose name matches, for the tests that read the source tree (node's own
// recursive readdir; folders named node_modules or starting with a dot are skipped).
import fs from "node:fs";
import path from "node:path";

export function filesUnder(dir: string, name: RegExp): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter(
      (rel) =>
        name.test(path.basename(rel)) &&
        !rel.split(path.sep).some((part) => part === "node_modules" || part.startsWith(".")),
    )
    .map((rel) => path.join(dir, rel))
    .filter((full) => fs.statSync(full).isFile());
}
