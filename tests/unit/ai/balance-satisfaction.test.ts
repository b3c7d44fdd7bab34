// Issue 45 item 3: the balance analysis names first an area low on both satisfaction (the latest
// check-in) and time (its share of the wheel the text cites), with its two numbers and no cause;
// both engines say it (the OpenAI engine adds it when its reply leaves the area out).
import { describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { createOpenAiEngine } from "@/lib/ai/openai/engine";
import type { BalanceInput } from "@/lib/ai/types";
import { CATEGORIES, defaultPercentages, type Category } from "@/lib/categories";

const map = (values: Partial<Record<Category, number>>, rest = 0) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, values[c] ?? rest])) as Record<Category, number>;

// Career has most of the tasks; Health 1 of 20 (5%, ideal 12.5%) and scored 3/10.
const input: BalanceInput = {
  todo: map({ business_career: 12, health: 1, finances: 3, family_friends: 4 }),
  completed: map({ business_career: 5 }),
  idealPercentages: defaultPercentages(),
  satisfaction: map({ health: 3, business_career: 4 }, 8),
};

function textModel(text: string) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text" as const, text }],
      finishReason: { unified: "stop" as const, raw: "stop" },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 1, text: 1, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}

describe("the analysis with a check-in", () => {
  it("names the area low on both first, with its score and its share, and no cause", async () => {
    const r = await createLocalEngine().analyzeBalance(input);
    const sentence =
      "Health is low on both your satisfaction and your time: 3/10 at your last check-in, 5% of your tasks to do.";
    expect(r.analysis).toContain(sentence);
    // Before any other area is named (after the counts sentence).
    expect(r.analysis.indexOf(sentence)).toBeLessThan(r.analysis.indexOf("Business"));
    expect(r.analysis).not.toMatch(/because|due to|caused/i);
    // Career is unsatisfied too, but it has more than its share of time: not "low on both".
    expect(r.analysis).not.toContain("Business & Career is low on both");
    expect(r.action).toMatch(/^Give Health some attention/);
  });

  it("names two areas at most, the most in need first, in the user's own names", async () => {
    const r = await createLocalEngine().analyzeBalance({
      ...input,
      satisfaction: map({ health: 3, romance: 2, fun_recreation: 4 }, 8),
      categoryNames: { romance: "Love" },
    });
    expect(r.analysis).toContain(
      "Low on both your satisfaction and your time: Love 2/10 and 0% of your tasks to do; Fun & Recreation 4/10 and 0% of your tasks to do (scores from your last check-in).",
    );
    // Health (3/10 but 5% of the tasks) needs it less than an area with no time at all.
    expect(r.analysis).not.toContain("Health 3/10");
  });

  it("says nothing of satisfaction without a check-in or when no area is low on both", async () => {
    const none = await createLocalEngine().analyzeBalance({ ...input, satisfaction: null });
    expect(none.analysis).not.toContain("satisfaction");
    const content = await createLocalEngine().analyzeBalance({
      ...input,
      satisfaction: map({}, 7),
    });
    expect(content.analysis).not.toContain("satisfaction");
  });

  it("by time, the share is of the time to do", async () => {
    const r = await createLocalEngine().analyzeBalance({
      ...input,
      todoMinutes: map({ business_career: 600, health: 30, finances: 120, family_friends: 250 }),
      completedMinutes: map({ business_career: 100 }),
    });
    expect(r.analysis).toContain("3/10 at your last check-in, 3% of your time to do.");
  });

  it("the OpenAI engine's text gets the sentence when the reply leaves the area out, not twice", async () => {
    const reply = (analysis: string) =>
      JSON.stringify({ analysis, quote: '"Begin." — Someone', action: "Take a walk." });
    const without = await createOpenAiEngine({
      model: textModel(reply("Career takes most of your tasks.")),
      maxRetries: 0,
    }).analyzeBalance(input);
    expect(without.analysis).toMatch(/^Health is low on both your satisfaction and your time/);
    const mentioned = await createOpenAiEngine({
      model: textModel(reply("Health sits at 3/10 and 5% of your tasks to do.")),
      maxRetries: 0,
    }).analyzeBalance(input);
    expect(mentioned.analysis).toBe("Health sits at 3/10 and 5% of your tasks to do.");
  });
});
