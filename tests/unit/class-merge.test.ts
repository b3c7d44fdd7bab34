// cn()'s class merging must agree with tailwind-merge (the reference) on every class list this
// code base writes: each component's own classes followed by every class string a caller passes.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/class-merge";

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every string literal in our components and pages that looks like a list of classes. */
function classLiterals(): string[] {
  const found = new Set<string>();
  // The generated icon files hold icon names ("list-plus"), never class lists.
  const files = [...sourceFiles("components"), ...sourceFiles("app")].filter((f) => !f.includes(path.join("ui", "icons", "")));
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/"([^"\n]{2,400})"/g)) {
      const s = m[1]!;
      if (/^[\w\-:/[\]().%!&>*=#,@'~]+( [\w\-:/[\]().%!&>*=#,@'~]+)*$/.test(s) && /[a-z]-|^(flex|grid|block|hidden|border|rounded|relative|absolute)\b/.test(s)) found.add(s);
    }
  }
  return [...found];
}

const literals = classLiterals();
const uiBases = literals.filter((s) => s.split(" ").length >= 3);

describe("mergeClasses", () => {
  it("finds a real corpus", () => {
    expect(literals.length).toBeGreaterThan(200);
    expect(uiBases.length).toBeGreaterThan(50);
  });

  it("agrees with tailwind-merge on each literal alone", () => {
    const differ = literals.filter((s) => mergeClasses(s) !== twMerge(s)).map((s) => [s, mergeClasses(s), twMerge(s)]);
    expect(differ).toEqual([]);
  });

  it("agrees with tailwind-merge on every component base followed by every caller's classes", () => {
    const differ: string[][] = [];
    for (const base of uiBases)
      for (const extra of literals) {
        const list = `${base} ${extra}`;
        const mine = mergeClasses(list);
        const ref = twMerge(list);
        if (mine !== ref && differ.length < 30) differ.push([list, mine, ref]);
      }
    expect(differ).toEqual([]);
  });

  it("agrees with tailwind-merge on random lists of the classes we use", () => {
    const tokens = [...new Set(literals.flatMap((s) => s.split(" ")))];
    let seed = 42;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const differ: string[][] = [];
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 2 + Math.floor(next() * 6) }, () => tokens[Math.floor(next() * tokens.length)]).join(" ");
      if (mergeClasses(list) !== twMerge(list) && differ.length < 30) differ.push([list, mergeClasses(list), twMerge(list)]);
    }
    expect(differ).toEqual([]);
  });

  it("lets a later class win per group and keeps unknown classes", () => {
    expect(mergeClasses("h-9 px-4 h-8")).toBe("px-4 h-8");
    expect(mergeClasses("px-2 py-1 p-4")).toBe("p-4");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("text-sm text-red-500 text-lg")).toBe("text-red-500 text-lg");
    expect(mergeClasses("md:flex hidden md:grid")).toBe("hidden md:grid");
    expect(mergeClasses("data-[state=open]:animate-in foo foo")).toBe("data-[state=open]:animate-in foo foo");
    expect(mergeClasses("size-9 w-4")).toBe("size-9 w-4");
    expect(mergeClasses("w-4 size-9")).toBe("size-9");
  });
});
