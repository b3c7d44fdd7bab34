// The page-weight budget's arithmetic (bench/page-weight.ts): what counts as initial JavaScript
// and when a page is over. scripts/page-weight.ts applies it to the real build in npm test.
import { describe, expect, it } from "vitest";
import { BUDGETS, checkBudgets, scriptSources } from "@/bench/page-weight";

describe("scriptSources", () => {
  it("counts each <script src> a modern browser fetches, once, and skips noModule and inline scripts", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script nomodule src="/legacy.js"></script>',
      '<script id="_R_">self.__next_f=[]</script>',
      "<script src='/_next/static/chunks/b.js?dpl=1&amp;v=2'></script>",
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="module" src="/m.js"></script>',
    ].join("");
    expect(scriptSources(html)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js?dpl=1&v=2",
      "/m.js",
    ]);
  });
});

describe("checkBudgets", () => {
  it("allows 1.25x the blank page on every page and 1.22x on the dashboard", () => {
    expect(BUDGETS).toEqual({ default: 1.25, pages: { "/": 1.22 } });
    const rows = checkBudgets(100_000, {
      "/auth": 125_000,
      "/settings": 125_001,
      "/": 122_000,
      "/vision-board": 90_000,
    });
    expect(rows.map((r) => [r.page, r.over])).toEqual([
      ["/auth", false],
      ["/settings", true],
      ["/", false],
      ["/vision-board", false],
    ]);
  });

  it("fails the dashboard just over 1.22x and any other page over 1.25x", () => {
    const rows = checkBudgets(131_400, { "/": 131_400 * 1.221, "/auth": 131_400 * 1.26 });
    expect(rows.filter((r) => r.over).map((r) => r.page)).toEqual(["/", "/auth"]);
    expect(rows[0]).toMatchObject({ ratio: 1.221, budget: 1.22 });
  });

  it("refuses a missing floor rather than passing everything", () => {
    expect(() => checkBudgets(0, { "/": 1 })).toThrow(/floor/);
  });
});
