// cn()'s class merging must agree with tailwind-merge (the reference) on every class list this
// code base writes: each component's own classes followed by every class string a caller passes.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/class-merge";
import { filesUnder } from "../helpers/files";

const sourceFiles = (dir: string) => filesUnder(dir, /\.tsx?$/);

const CLASS_LIST = /^[\w\-:/[\]().%!&>*=#,@'~]+( [\w\-:/[\]().%!&>*=#,@'~]+)*$/;
const LOOKS_LIKE_CLASSES = /[a-z]-|^(flex|grid|block|hidden|border|rounded|relative|absolute)\b/;

/**
 * A template literal's fixed parts, as one class list: a class glued to a `${…}` (`w-${n}`) is
 * left out, since only its fixed half is known.
 */
function templateClasses(node: ts.TemplateExpression): string {
  const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  return parts
    .map((part, i) => {
      const words = part.split(/(\s+)/);
      if (i > 0 && words[0] !== "") words[0] = ""; // glued to the expression before it
      if (i < parts.length - 1 && words[words.length - 1] !== "") words[words.length - 1] = ""; // glued to the one after
      return words.join("");
    })
    .join(" ")
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * Every class list our components and pages write, found by parsing them: string literals,
 * template literals (their fixed parts) and the arguments of cn().
 */
function classLiterals(): string[] {
  const found = new Set<string>();
  // The generated icon files hold icon names ("list-plus"), never class lists.
  const files = [...sourceFiles("components"), ...sourceFiles("app")].filter(
    (f) => !f.includes(path.join("ui", "icons", "")),
  );
  const add = (s: string) => {
    const list = s.trim().replace(/\s+/g, " ");
    if (
      list.length >= 2 &&
      list.length <= 400 &&
      CLASS_LIST.test(list) &&
      LOOKS_LIKE_CLASSES.test(list)
    )
      found.add(list);
  };
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
      else if (ts.isTemplateExpression(node)) add(templateClasses(node));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found];
}

/** The cn() calls' own string arguments: each is a class list a component merges. */
function cnArguments(): string[] {
  const found: string[] = [];
  for (const file of [...sourceFiles("components"), ...sourceFiles("app")]) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === "cn"
      ) {
        const strings: string[] = [];
        const collect = (n: ts.Node) => {
          // `side === "right" && "…"`: the compared value is not a class.
          if (
            ts.isBinaryExpression(n) &&
            [
              ts.SyntaxKind.EqualsEqualsEqualsToken,
              ts.SyntaxKind.ExclamationEqualsEqualsToken,
            ].includes(n.operatorToken.kind)
          )
            return;
          if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) strings.push(n.text);
          else if (ts.isTemplateExpression(n)) strings.push(templateClasses(n));
          ts.forEachChild(n, collect);
        };
        node.arguments.forEach(collect);
        if (strings.length) found.push(strings.join(" "));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const literals = classLiterals();
const uiBases = literals.filter((s) => s.split(" ").length >= 3);

describe("mergeClasses", () => {
  it("finds a real corpus", () => {
    expect(literals.length).toBeGreaterThan(200);
    expect(uiBases.length).toBeGreaterThan(50);
  });

  it("agrees with tailwind-merge on each literal alone", () => {
    const differ = literals
      .filter((s) => mergeClasses(s) !== twMerge(s))
      .map((s) => [s, mergeClasses(s), twMerge(s)]);
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
    // Every base times every literal of the code base: it grows with the code, and took 35-75 s
    // of CPU on a loaded 2-core machine (5-10 s quiet).
  }, 180_000);

  it("agrees with tailwind-merge on random lists of the classes we use", () => {
    const tokens = [...new Set(literals.flatMap((s) => s.split(" ")))];
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const differ: string[][] = [];
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from(
        { length: 2 + Math.floor(next() * 6) },
        () => tokens[Math.floor(next() * tokens.length)],
      ).join(" ");
      if (mergeClasses(list) !== twMerge(list) && differ.length < 30)
        differ.push([list, mergeClasses(list), twMerge(list)]);
    }
    expect(differ).toEqual([]);
  });

  it("agrees with tailwind-merge on every cn() call with all its branches taken", () => {
    const calls = cnArguments();
    expect(calls.length).toBeGreaterThan(30);
    const differ = calls
      .filter((s) => mergeClasses(s) !== twMerge(s))
      .map((s) => [s, mergeClasses(s), twMerge(s)]);
    expect(differ).toEqual([]);
  });

  it("keeps unknown and slash-suffixed values (the classes it used to drop)", () => {
    expect(mergeClasses("text-sm/6 text-red-500")).toBe("text-sm/6 text-red-500");
    // Decoration colour, thickness and style are three properties (the quick-add highlight).
    expect(mergeClasses("decoration-primary decoration-2 decoration-red-500 decoration-4")).toBe(
      "decoration-red-500 decoration-4",
    );
    expect(mergeClasses("decoration-wavy decoration-2")).toBe("decoration-wavy decoration-2");
    // A size given as a typed CSS variable (found by the property below, seed -1980799912).
    expect(mergeClasses("text-(length:--x) text-red-500")).toBe("text-(length:--x) text-red-500");
    expect(mergeClasses("stroke-2 stroke-red-500")).toBe("stroke-2 stroke-red-500");
    expect(mergeClasses("scale-95 scale-x-100")).toBe("scale-95 scale-x-100");
    expect(mergeClasses("scale-x-100 scale-95")).toBe("scale-x-100 scale-95");
    expect(mergeClasses("rotate-x-45 rotate-12")).toBe("rotate-x-45 rotate-12");
    expect(mergeClasses("font-[600] font-mono")).toBe("font-[600] font-mono");
    expect(mergeClasses("text-red-500/50 text-blue-500")).toBe("text-blue-500");
    expect(mergeClasses("leading-5 text-sm/6")).toBe("text-sm/6");
    expect(mergeClasses("foo-bar-1 foo-bar-2 zoom-in-95 zoom-in-90")).toBe(
      "foo-bar-1 foo-bar-2 zoom-in-95 zoom-in-90",
    );
  });

  // Classes a code base like ours could write, many of them not written yet: every Tailwind
  // family cn() knows, with variants, negative and important forms, slash modifiers, arbitrary
  // values and utilities it does not know (tw-animate-css, made-up ones).
  const utilities: Record<string, string[]> = {
    "": [
      "block",
      "hidden",
      "flex",
      "grid",
      "inline-flex",
      "relative",
      "absolute",
      "sticky",
      "italic",
      "underline",
      "truncate",
      "uppercase",
      "grow",
      "shrink-0",
      "border",
      "rounded",
      "shadow",
      "ring",
      "outline",
      "transition",
      "tabular-nums",
      "sr-only",
      "isolate",
      "animate-in",
      "fade-in-0",
      "zoom-in-95",
      "slide-in-from-top-2",
      "foo",
      "foo-bar-2",
      "group",
      "peer",
    ],
    p: ["0", "1", "2", "4", "1.5", "px", "[3px]", "(--x)"],
    px: ["2", "4"],
    py: ["1", "2"],
    pt: ["0", "2"],
    pl: ["8"],
    m: ["0", "2", "auto"],
    mx: ["auto", "2"],
    my: ["4"],
    mt: ["2", "[3px]"],
    ml: ["auto"],
    w: ["4", "full", "1/2", "auto", "[200px]", "fit"],
    h: ["4", "9", "full", "[calc(100%-2rem)]"],
    size: ["4", "9", "[1.2rem]"],
    "min-w": ["0", "[8rem]"],
    "max-w": ["sm", "md", "full"],
    "min-h": ["0", "screen"],
    "max-h": ["96", "(--radix-h)"],
    inset: ["0", "1/2"],
    top: ["0", "1/2", "4"],
    left: ["0", "2"],
    "inset-x": ["0"],
    gap: ["2", "4"],
    "gap-x": ["1"],
    "space-y": ["2", "4"],
    "translate-x": ["1/2", "4", "full"],
    "translate-y": ["2"],
    text: [
      "xs",
      "sm",
      "lg",
      "2xl",
      "sm/6",
      "lg/[1.2]",
      "red-500",
      "red-500/50",
      "foreground",
      "muted-foreground",
      "[13px]",
      "[var(--x)]",
      "(length:--x)",
      "left",
      "center",
      "wrap",
      "balance",
    ],
    bg: [
      "red-500",
      "red-500/50",
      "white/10",
      "background",
      "none",
      "cover",
      "center",
      "fixed",
      "[url(x.png)]",
      "linear-to-r",
      "(--c)",
      "transparent",
    ],
    border: [
      "0",
      "2",
      "x",
      "y-2",
      "t-2",
      "b-red-500",
      "red-500",
      "input",
      "dashed",
      "[3px]",
      "[var(--c)]",
      "collapse",
      "transparent",
    ],
    rounded: ["md", "lg", "full", "t-md", "tl-lg", "none", "[4px]", "xl"],
    shadow: ["sm", "md", "none", "red-500/20", "lg", "xs"],
    ring: ["0", "2", "inset", "red-500/30", "ring", "offset-2", "offset-background"],
    outline: ["none", "hidden", "2", "red-500", "offset-2", "dashed"],
    stroke: ["1", "2", "[1.5]", "red-500", "none", "current"],
    fill: ["current", "red-500", "none"],
    scale: ["95", "100", "x-100", "y-50", "[1.1]"],
    rotate: ["45", "x-45", "y-12", "[17deg]", "180"],
    opacity: ["0", "50", "100", "[.3]"],
    font: ["bold", "medium", "semibold", "mono", "sans", "[600]"],
    leading: ["none", "6", "tight", "[1.2]"],
    tracking: ["tight", "wide", "[0.1em]"],
    flex: ["1", "auto", "none", "row", "col", "wrap", "col-reverse"],
    basis: ["0", "1/2"],
    z: ["10", "50", "auto"],
    items: ["center", "start"],
    justify: ["between", "center"],
    self: ["auto", "end"],
    "grid-cols": ["2", "[1fr_auto]"],
    "col-span": ["2", "full"],
    decoration: ["2", "red-500", "wavy"],
    "underline-offset": ["2", "4"],
    overflow: ["hidden", "auto", "x-auto", "y-scroll"],
    whitespace: ["nowrap", "pre-wrap"],
    duration: ["200", "300"],
    ease: ["out", "in-out"],
    cursor: ["pointer", "default"],
    "pointer-events": ["none", "auto"],
    aspect: ["video", "square", "4/3"],
    object: ["cover", "contain"],
    "line-clamp": ["2", "3"],
    select: ["none", "text"],
    animate: ["spin", "pulse", "none"],
    blur: ["sm", "[2px]"],
    origin: ["center", "top-left"],
  };
  const negatable = new Set([
    "m",
    "mx",
    "my",
    "mt",
    "ml",
    "top",
    "left",
    "inset",
    "translate-x",
    "translate-y",
    "rotate",
    "z",
  ]);
  const arbClass = fc
    .record({
      variant: fc.constantFrom(
        "",
        "",
        "",
        "md:",
        "hover:",
        "dark:",
        "data-[state=open]:",
        "md:hover:",
        "focus-visible:",
        "[&_svg]:",
      ),
      head: fc.constantFrom(...Object.keys(utilities)),
      negative: fc.boolean(),
      important: fc.constantFrom("", "", "", "!"),
      pick: fc.nat(),
    })
    .map(({ variant, head, negative, important, pick }) => {
      const values = utilities[head]!;
      const value = values[pick % values.length]!;
      const utility =
        head === "" ? value : `${negative && negatable.has(head) ? "-" : ""}${head}-${value}`;
      return `${variant}${utility}${important}`;
    });
  const arbList = fc.array(arbClass, { minLength: 1, maxLength: 8 }).map((cs) => cs.join(" "));
  const counts = (list: string) =>
    list
      .split(" ")
      .filter(Boolean)
      .reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());

  it("never drops a class tailwind-merge keeps, on lists of any classes Tailwind has", () => {
    fc.assert(
      fc.property(arbList, (list) => {
        const mine = counts(mergeClasses(list));
        for (const [cls, n] of counts(twMerge(list)))
          expect(
            mine.get(cls) ?? 0,
            `${list} → ${mergeClasses(list)} (tailwind-merge: ${twMerge(list)})`,
          ).toBeGreaterThanOrEqual(n);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps order, and merging twice changes nothing", () => {
    fc.assert(
      fc.property(arbList, (list) => {
        const once = mergeClasses(list);
        expect(mergeClasses(once)).toBe(once);
        const input = list.split(" ");
        let at = 0;
        for (const cls of once.split(" ").filter(Boolean)) {
          at = input.indexOf(cls, at) + 1;
          expect(at, `${cls} out of order in ${once}`).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("lets a later class win per group and keeps unknown classes", () => {
    expect(mergeClasses("h-9 px-4 h-8")).toBe("px-4 h-8");
    expect(mergeClasses("px-2 py-1 p-4")).toBe("p-4");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("text-sm text-red-500 text-lg")).toBe("text-red-500 text-lg");
    expect(mergeClasses("md:flex hidden md:grid")).toBe("hidden md:grid");
    expect(mergeClasses("data-[state=open]:animate-in foo foo")).toBe(
      "data-[state=open]:animate-in foo foo",
    );
    expect(mergeClasses("size-9 w-4")).toBe("size-9 w-4");
    expect(mergeClasses("w-4 size-9")).toBe("size-9");
  });
});
