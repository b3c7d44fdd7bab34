// The product specification lives with the code (docs/product-spec.md) and every "spec §N" a
// comment cites is one of its sections, so a reader can follow the reference.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../helpers/files";

const sourceFiles = (dir: string) => filesUnder(dir, /\.(tsx?|mjs|md)$/);

const spec = fs.readFileSync("docs/product-spec.md", "utf8");
const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
const files = ["app", "components", "lib", "db", "scripts", "tests", "docs", "bench"]
  .flatMap(sourceFiles)
  .concat("README.md")
  .filter((f) => f !== path.join("docs", "product-spec.md"));

describe("docs/product-spec.md", () => {
  it("has its numbered sections", () => {
    expect([...sections]).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });

  it("is where every reference to the spec points", () => {
    const cited: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/shared\/product-spec/);
      for (const m of text.matchAll(/[Ss]pec(?:ification)?(?:'s)? §(\d+)/g)) {
        cited.push(m[1]!);
        expect(sections.has(m[1]!), `${file} cites spec §${m[1]}`).toBe(true);
      }
    }
    expect(cited.length).toBeGreaterThan(50);
  });
});
