import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { markedSnippet, MARK_END, MARK_START, queryParts } from "@/lib/search/query";

describe("search query parts", () => {
  it("matches a plain last word as a prefix and keeps websearch syntax for the rest", () => {
    expect(queryParts("pac")).toEqual({ websearch: "", prefix: "pac" });
    expect(queryParts("  trip Pac ")).toEqual({ websearch: "trip", prefix: "pac" });
    expect(queryParts('"red car" bl')).toEqual({ websearch: '"red car"', prefix: "bl" });
    expect(queryParts("river -custard")).toEqual({ websearch: "river -custard", prefix: null });
    expect(queryParts('say "hello"')).toEqual({ websearch: 'say "hello"', prefix: null });
    expect(queryParts("tea or")).toEqual({ websearch: "tea or", prefix: null });
  });

  it("a prefix word never carries tsquery operators", () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        const { prefix } = queryParts(q);
        expect(prefix === null || /^[\p{L}\p{N}]+$/u.test(prefix)).toBe(true);
      }),
    );
  });
});

describe("marked snippets", () => {
  it("escape everything, then turn the markers into <mark> pairs", () => {
    expect(markedSnippet(`<b>x</b> ${MARK_START}tea${MARK_END} & 'y'`)).toBe(
      "&lt;b&gt;x&lt;/b&gt; <mark>tea</mark> &amp; &#39;y&#39;",
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = markedSnippet(text.replace(/[\u0001\u0002]/g, ""));
        expect(html).not.toMatch(/<(?!\/?mark>)/);
        expect(html).not.toContain("<mark>");
      }),
    );
  });
});
