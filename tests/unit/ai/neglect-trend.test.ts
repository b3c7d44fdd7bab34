// New Insight and AI Prioritize name an area neglected three weeks running and lift its tasks,
// in the offline engine and the OpenAI engine (mock model) alike.
import { describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { createOpenAiEngine } from "@/lib/ai/openai/engine";
import type { NeglectHint, PrioritizeInput } from "@/lib/ai/types";
import { CATEGORIES, defaultPercentages, type Category } from "@/lib/categories";

const local = createLocalEngine();
/** The trend in the request's JSON payload, as it reads inside the JSON-encoded prompt. */
const PAYLOAD_KEY = '\\"neglectedArea\\":{';
const hint: NeglectHint = { area: "family_friends", weeks: 3, shares: [0, 4, 0], ideal: 12.5 };
const counts = (n: number) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, n])) as Record<Category, number>;

const tasks: PrioritizeInput["tasks"] = [
  { id: 1, description: "Update the team wiki", category: "business_career", important: false },
  { id: 2, description: "Clean the garage", category: "physical_environment", important: false },
  { id: 3, description: "Call grandma", category: "family_friends", important: false },
  { id: 4, description: "Plan the offsite", category: "business_career", important: false },
];
const base = {
  tasks,
  idealPercentages: defaultPercentages(),
  today: "2026-11-23",
  now: new Date("2026-11-23T10:00:00Z"),
};

function jsonModel(body: unknown) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text" as const, text: JSON.stringify(body) }],
      finishReason: { unified: "stop" as const, raw: "stop" },
      usage: {
        inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 1, text: 1, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}

describe("offline engine", () => {
  it("AI Prioritize lifts the neglected area's tasks and says why", async () => {
    const without = await local.prioritize(base);
    const withTrend = await local.prioritize({ ...base, neglected: hint });
    expect(withTrend.orderedIds[0]).toBe(3);
    expect(without.explanation).not.toMatch(/neglected/);
    expect(withTrend.explanation).toMatch(
      /^Family & Friends has been neglected three weeks running: 0%, 4% and 0% of your completed tasks, against an ideal of 12\.5%\. Its tasks move up\./,
    );
    expect(withTrend.explanation).toContain(
      `Start with "Call grandma" because Family & Friends has been neglected 3 weeks running`,
    );
  });

  it("the lift stays below a star and below a due date", async () => {
    const starred = tasks.map((t) =>
      t.id === 1 ? { ...t, important: true } : t.id === 2 ? { ...t, dueDate: "2026-11-23" } : t,
    );
    const r = await local.prioritize({ ...base, tasks: starred, neglected: hint });
    expect(r.orderedIds.slice(0, 3)).toEqual([2, 1, 3]);
  });

  it("New Insight names the area, in the user's own words for it, and makes the action about it", async () => {
    const r = local.analyzeBalance({
      todo: counts(1),
      completed: counts(2),
      idealPercentages: defaultPercentages(),
      categoryNames: { family_friends: "People I love" },
      neglected: hint,
    });
    const a = await r;
    expect(a.analysis).toContain("People I love has been neglected three weeks running");
    expect(a.action).toMatch(/^Give People I love some attention this week/);
  });
});

describe("OpenAI engine", () => {
  it("sends the trend with the area's display name and keeps the model's naming of it", async () => {
    const model = jsonModel({
      orderedIds: [3, 1, 2, 4],
      message: "Ordered.",
      explanation: "Family & Friends has had little time lately, so Call grandma comes first.",
    });
    const r = await createOpenAiEngine({ model, maxRetries: 0 }).prioritize({
      ...base,
      neglected: hint,
    });
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain(PAYLOAD_KEY);
    expect(prompt).toContain("Family & Friends");
    expect(r.orderedIds[0]).toBe(3);
    expect(r.explanation).toBe(
      "Family & Friends has had little time lately, so Call grandma comes first.",
    );
  });

  it("leads with our sentence when the model's text leaves the area out", async () => {
    const prioritize = await createOpenAiEngine({
      model: jsonModel({
        orderedIds: [1, 2, 3, 4],
        message: "Ordered.",
        explanation: "Start with the wiki.",
      }),
      maxRetries: 0,
    }).prioritize({ ...base, neglected: hint });
    expect(prioritize.explanation).toMatch(
      /^Family & Friends has been neglected three weeks running.*Start with the wiki\.$/,
    );
    const insight = await createOpenAiEngine({
      model: jsonModel({ analysis: "Work dominates.", quote: '"Be" — Someone', action: "Rest." }),
      maxRetries: 0,
    }).analyzeBalance({
      todo: counts(1),
      completed: counts(1),
      idealPercentages: defaultPercentages(),
      neglected: hint,
    });
    expect(insight.analysis).toMatch(
      /^Family & Friends has been neglected three weeks running.*Work dominates\.$/,
    );
  });

  it("without a trend the prompt has no neglectedArea and the text is the model's", async () => {
    const model = jsonModel({ analysis: "Fine.", quote: '"Be" — Someone', action: "Rest." });
    const insight = await createOpenAiEngine({ model, maxRetries: 0 }).analyzeBalance({
      todo: counts(1),
      completed: counts(1),
      idealPercentages: defaultPercentages(),
    });
    expect(insight.analysis).toBe("Fine.");
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).not.toContain(PAYLOAD_KEY);
  });
});
