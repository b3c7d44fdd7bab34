// The icon files are generated (npm run icons): regenerating them must change nothing, so a
// hand edit, an icon imported without rerunning the script, or a drawing shipped twice fails here.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const committed = path.join("components", "ui", "icons");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "balance-icons-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const read = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f), "utf8")]),
  );

describe("icons", () => {
  it("regenerating them changes nothing", () => {
    execFileSync(process.execPath, ["scripts/gen-icons.mjs", tmp], { stdio: "pipe" });
    expect(read(tmp)).toEqual(read(committed));
  });

  it("ship each drawing once", () => {
    const drawings = Object.values(read(committed)).flatMap((text) =>
      [...text.matchAll(/icon\("([^"]+)"/g)].map((m) => m[1]),
    );
    expect(drawings.length).toBeGreaterThan(10);
    expect(drawings.filter((d, i) => drawings.indexOf(d) !== i)).toEqual([]);
  });
});
