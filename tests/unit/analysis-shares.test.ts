// Issue 22 item 6: the analysis quotes the same shares, rounded the same way, as the legend beside it.
import { describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { createOpenAiEngine } from "@/lib/ai/openai/engine";
import { CATEGORIES, defaultPercentages, type Category } from "@/lib/categories";
import { wheelSlices } from "@/lib/tasks/wheel";

const zero = () => Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
// 3 of 7 tasks to do are Health (42.86% → the legend's 43%), 5 more Health tasks are done, so a
// share over all tasks (8 of 12, 67%) would disagree with the To Do legend.
const todo = {
  ...zero(),
  health: 3,
  finances: 1,
  business_career: 1,
  family_friends: 1,
  fun_recreation: 1,
};
const completed = { ...zero(), health: 5 };
const idealPercentages = { ...defaultPercentages(), health: 17.5, romance: 7.5 };
const todoTasks = CATEGORIES.flatMap((c) =>
  Array.from({ length: todo[c] }, () => ({ category: c })),
);

describe("analysis numbers agree with the legend", () => {
  it("the legend shows 43% for Health", () => {
    expect(wheelSlices(todoTasks).slices.find((s) => s.id === "health")!.percentage).toBe(43);
  });

  it("the local engine cites the To Do wheel's 43% and the ideal as written, 17.5%", async () => {
    const r = await createLocalEngine().analyzeBalance({ todo, completed, idealPercentages });
    expect(r.analysis).toContain(
      "Health takes the biggest share of your attention: 43% of your tasks to do, against an ideal of 17.5%.",
    );
  });

  it("with nothing to do it cites the Completed wheel", async () => {
    const r = await createLocalEngine().analyzeBalance({
      todo: zero(),
      completed,
      idealPercentages,
    });
    expect(r.analysis).toContain("100% of your completed tasks, against an ideal of 17.5%");
  });

  it("the OpenAI engine is given the legend's numbers to quote", async () => {
    let prompt = "";
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        prompt = JSON.stringify(options.prompt);
        return {
          content: [
            {
              type: "text" as const,
              text: JSON.stringify({ analysis: "a", quote: '"q" — A', action: "b" }),
            },
          ],
          finishReason: { unified: "stop" as const, raw: "stop" },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
            outputTokens: { total: 1, text: 1, reasoning: undefined },
          },
          warnings: [],
        };
      },
    });
    await createOpenAiEngine({ model, maxRetries: 0 }).analyzeBalance({
      todo,
      completed,
      idealPercentages,
    });
    expect(prompt).toContain('\\"todoShares\\":{');
    expect(prompt).toMatch(/todoShares[^}]*\\"health\\":43/);
    expect(prompt).toMatch(/idealPercentages[^}]*\\"health\\":\\"17.5\\"/);
    expect(prompt).toContain("never compute or round a percentage yourself");
  });
});

describe("ties and empty areas are told truthfully (issue 31)", () => {
  // 2 + 2 + 2 of 8: Finances, Health and Personal Growth have 25% each; Romance and Career 13%.
  const three = {
    ...zero(),
    finances: 2,
    health: 2,
    personal_growth: 2,
    romance: 1,
    business_career: 1,
  };

  it("New Insight (local) names every area tied for the biggest share", async () => {
    const r = await createLocalEngine().analyzeBalance({
      todo: three,
      completed: zero(),
      idealPercentages: { ...defaultPercentages(), finances: 10, health: 10, personal_growth: 10 },
    });
    expect(r.analysis).toContain(
      "Finances, Health and Personal Growth share the most: 25% each of your tasks to do, against an ideal of 10% each.",
    );
    expect(r.analysis).not.toMatch(/takes the biggest share/);
  });

  it("several empty areas are counted, not one of them named", async () => {
    const r = await createLocalEngine().analyzeBalance({
      todo: { ...zero(), health: 3 },
      completed: zero(),
      idealPercentages: defaultPercentages(),
    });
    expect(r.analysis).toContain("7 areas have no tasks at all yet.");
  });

  it("a tie in completed tasks names both areas", async () => {
    const r = await createLocalEngine().analyzeBalance({
      todo: { ...zero(), health: 1 },
      completed: { ...zero(), finances: 2, health: 2 },
      idealPercentages: defaultPercentages(),
    });
    expect(r.analysis).toContain("You've completed the most in Finances and Health (2 each)");
  });

  it("the OpenAI engine is given the tie and the count of empty areas", async () => {
    let prompt = "";
    const model = new MockLanguageModelV3({
      doGenerate: async (options) => {
        prompt = JSON.stringify(options.prompt);
        return {
          content: [
            {
              type: "text" as const,
              text: JSON.stringify({ analysis: "a", quote: '"q" — A', action: "b" }),
            },
          ],
          finishReason: { unified: "stop" as const, raw: "stop" },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
            outputTokens: { total: 1, text: 1, reasoning: undefined },
          },
          warnings: [],
        };
      },
    });
    await createOpenAiEngine({ model, maxRetries: 0 }).analyzeBalance({
      todo: three,
      completed: zero(),
      idealPercentages,
    });
    expect(prompt).toMatch(
      /todoFacts[^}]*biggestShare[^}]*Finances[^}]*Health[^}]*Personal Growth[^}]*\\"percent\\":25/,
    );
    expect(prompt).toMatch(/areasWithoutTasks\\":\{\\"count\\":3/);
    expect(prompt).toContain("name them all");
  });
});
