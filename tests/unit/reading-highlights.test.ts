// Where the phrases quick add took sit in the New Task field, for the tint behind the words.
import { describe, expect, it } from "vitest";
import { readingRanges } from "@/components/tasks/reading-highlights";

describe("readingRanges", () => {
  it("finds each phrase as typed, in any case, sorted by position", () => {
    const text = "Call Mom Tomorrow at 5pm for 30 min";
    expect(
      readingRanges(text, [
        { phrase: "tomorrow at 5pm", kind: "date" },
        { phrase: "for 30 min", kind: "estimate" },
      ]),
    ).toEqual([
      { start: 9, end: 24, kind: "date" },
      { start: 25, end: 35, kind: "estimate" },
    ]);
  });

  it("does not tint the same words twice and skips a phrase no longer in the text", () => {
    const text = "Run 1h then 1h";
    expect(
      readingRanges(text, [
        { phrase: "1h", kind: "date" },
        { phrase: "1h", kind: "estimate" },
        { phrase: "every Monday", kind: "date" },
      ]),
    ).toEqual([
      { start: 4, end: 6, kind: "date" },
      { start: 12, end: 14, kind: "estimate" },
    ]);
  });

  it("tints nothing when nothing was read", () => {
    expect(readingRanges("Buy groceries for the week", [])).toEqual([]);
  });
});
