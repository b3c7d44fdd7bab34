// The journal's pure rules: spec §8 voice fallback and extraction messages, draft cleaning,
// and the speech hook's transcript merging.
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api/client";
import { cleanDrafts } from "@/lib/journal/extraction";
import { extractionErrorMessage, isPremiumRequired } from "@/components/journal/extraction-errors";
import { journalFromTranscript, titleFromTranscript } from "@/lib/journal/voice-fallback";
import {
  formatElapsed,
  mergeFinal,
  speechErrorMessage,
} from "@/components/voice/use-speech-recognition";

const httpError = (status: number, body: unknown = "") =>
  new ApiRequestError(
    status,
    typeof body === "string" ? body : JSON.stringify(body),
    "Status text",
  );

describe("journal voice fallback (spec §8)", () => {
  it("takes the first five words", () => {
    expect(titleFromTranscript("  walked   in the park today with my dog ")).toBe(
      "walked in the park today",
    );
  });
  it("cuts a title over 50 characters to 47 plus an ellipsis", () => {
    const title = titleFromTranscript(
      "extraordinarily unbelievable incomprehensibilities notwithstanding everything",
    );
    expect(title).toHaveLength(50);
    expect(title.endsWith("...")).toBe(true);
    expect(titleFromTranscript("a".repeat(10) + " " + "b".repeat(39))).toHaveLength(50); // exactly 50 stays
  });
  it('uses "Journal Entry" for titles under 3 characters', () => {
    expect(titleFromTranscript("ok")).toBe("Journal Entry");
    expect(titleFromTranscript("   ")).toBe("Journal Entry");
    expect(titleFromTranscript("hey")).toBe("hey");
  });
  it("keeps the whole transcript as content", () => {
    expect(journalFromTranscript(" I slept well. Then I ran. ")).toEqual({
      title: "I slept well. Then I",
      content: "I slept well. Then I ran.",
    });
  });
});

describe("extraction error messages (spec §8)", () => {
  it("maps statuses to the spec's texts", () => {
    expect(extractionErrorMessage(httpError(403, { code: "FORBIDDEN", message: "x" }))).toBe(
      "Access denied",
    );
    expect(extractionErrorMessage(httpError(400))).toBe(
      "Invalid journal content for task extraction",
    );
    expect(extractionErrorMessage(httpError(500))).toBe("Server error during task extraction");
    expect(extractionErrorMessage(httpError(404))).toBe("Server responded with status: 404");
    expect(extractionErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Failed to extract tasks from journal. Please try again.",
    );
  });
  it("recognises the premium refusal by its code", () => {
    expect(
      isPremiumRequired(
        httpError(403, { code: "PREMIUM_REQUIRED", isPremiumRequired: true, tasks: [] }),
      ),
    ).toBe(true);
    expect(isPremiumRequired(httpError(403, { code: "FORBIDDEN" }))).toBe(false);
    expect(isPremiumRequired(httpError(401, { code: "PREMIUM_REQUIRED" }))).toBe(false);
  });
});

describe("cleanDrafts", () => {
  it("trims, drops blanks and repeats, caps the length, fixes unknown areas", () => {
    const long = "word ".repeat(150);
    const out = cleanDrafts([
      { description: "  Call   mom ", category: "family_friends" },
      { description: "call mom", category: "health" },
      { description: "   ", category: "health" },
      { description: long, category: "sports" },
    ]);
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({ description: "Call mom", category: "family_friends" });
    expect(out[1]!.description.length).toBeLessThanOrEqual(500);
    expect(out[1]!.description.endsWith("...")).toBe(true);
    expect(out[1]!.category).toBe("personal_growth");
  });
});

describe("speech transcript helpers", () => {
  it("appends new final text and replaces Android's cumulative repeats", () => {
    expect(mergeFinal("", "hello")).toBe("hello");
    expect(mergeFinal("hello", "world")).toBe("hello world");
    expect(mergeFinal("hello", "Hello world")).toBe("Hello world");
    expect(mergeFinal("hello world", "  ")).toBe("hello world");
  });
  it("formats the timer as mm:ss", () => {
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(65)).toBe("01:05");
    expect(formatElapsed(600)).toBe("10:00");
  });
  it("stays quiet about silence and aborts, explains real failures", () => {
    expect(speechErrorMessage("no-speech")).toBeNull();
    expect(speechErrorMessage("aborted")).toBeNull();
    expect(speechErrorMessage("not-allowed")).toMatch(/Microphone access was denied/);
  });
});
