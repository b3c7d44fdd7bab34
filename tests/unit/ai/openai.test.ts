import { afterEach, describe, expect, it } from "vitest";
import { MockImageModelV3, MockLanguageModelV3 } from "ai/test";
import { createOpenAiEngine } from "@/lib/ai/openai/engine";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { AnalysisUnavailableError, withFallbacks } from "@/lib/ai/safe";
import { getAiEngine, resetAiEngine } from "@/lib/ai";
import { CATEGORIES, defaultPercentages, type Category } from "@/lib/categories";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};

/** A mock model that answers every call with the given text (or throws). */
function textModel(text: string | (() => never)) {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      if (typeof text === "function") text();
      return {
        content: [{ type: "text" as const, text: text as string }],
        finishReason: { unified: "stop" as const, raw: "stop" },
        usage,
        warnings: [],
      };
    },
  });
}
const failing = () =>
  textModel(() => {
    throw new Error("network down");
  });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const imageModel = (fail = false) =>
  new MockImageModelV3({
    doGenerate: async () => {
      if (fail) throw new Error("image service down");
      return {
        images: [PNG],
        warnings: [],
        response: { timestamp: new Date(), modelId: "mock", headers: undefined },
      };
    },
  });

const engineWith = (model: MockLanguageModelV3, img = imageModel()) =>
  withFallbacks(createOpenAiEngine({ model, imageModel: img, maxRetries: 0 }), createLocalEngine);

const zero = () => Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;

describe("OpenAI engine with mock models", () => {
  it("returns valid structured output and sends the task in the prompt", async () => {
    const model = textModel(
      JSON.stringify({ category: "health", confidence: 0.9, explanation: "Exercise" }),
    );
    const r = await engineWith(model).categorize("Go for a run");
    expect(r).toEqual({ category: "health", confidence: 0.9, explanation: "Exercise" });
    const [call] = model.doGenerateCalls;
    expect(JSON.stringify(call?.prompt)).toContain("Go for a run");
    expect(call?.responseFormat?.type).toBe("json");
  });

  it("maps a category outside the eight to personal_growth with confidence 0.5", async () => {
    const r = await engineWith(
      textModel(JSON.stringify({ category: "hobbies", confidence: 0.95, explanation: "x" })),
    ).categorize("Knit");
    expect(r.category).toBe("personal_growth");
    expect(r.confidence).toBe(0.5);
  });

  it("malformed output → categorisation default", async () => {
    const r = await engineWith(textModel("this is not json")).categorize("Knit a scarf");
    expect(r).toEqual({
      category: "personal_growth",
      confidence: 0.5,
      explanation: "Categorization failed, using default",
    });
  });

  it("thrown error → categorisation default", async () => {
    const r = await engineWith(failing()).categorize("Knit a scarf");
    expect(r).toEqual({
      category: "personal_growth",
      confidence: 0.5,
      explanation: "Categorization failed, using default",
    });
  });

  it("failed analysis → AnalysisUnavailableError with the spec message", async () => {
    const input = {
      todo: { ...zero(), health: 1 },
      completed: zero(),
      idealPercentages: defaultPercentages(),
    };
    await expect(engineWith(failing()).analyzeBalance(input)).rejects.toBeInstanceOf(
      AnalysisUnavailableError,
    );
    await expect(engineWith(textModel("{}")).analyzeBalance(input)).rejects.toThrow(
      "Task balance analysis is currently unavailable",
    );
  });

  it("valid analysis passes through", async () => {
    const body = {
      analysis: "Balanced.",
      quote: '"Well begun is half done." — Aristotle',
      action: "Call a friend.",
    };
    const r = await engineWith(textModel(JSON.stringify(body))).analyzeBalance({
      todo: zero(),
      completed: zero(),
      idealPercentages: defaultPercentages(),
    });
    expect(r).toEqual(body);
  });

  it("failed voice, extraction and prioritisation fall back to the local engine", async () => {
    const e = engineWith(failing());
    const now = new Date(2025, 5, 11);
    expect(await e.parseTaskVoice("call the bank tomorrow urgent", now)).toEqual({
      taskDescription: "Call the bank",
      hasDeadline: true,
      deadline: "2025-06-12",
      isPriority: true,
    });
    expect((await e.parseJournalVoice("hi")).title).toBe("Journal Entry");
    expect(
      await e.extractTasks({
        title: "t",
        content: "I need to pay the water bill.",
        category: "health",
      }),
    ).toEqual([{ description: "Pay the water bill", category: "finances" }]);
    const p = await e.prioritize({
      tasks: [
        { id: 1, description: "Tidy desk", category: "physical_environment", important: false },
        { id: 2, description: "Pay rent", category: "finances", important: true },
      ],
      idealPercentages: defaultPercentages(),
    });
    expect(p.orderedIds).toEqual([2, 1]);
  });

  it("malformed voice output also falls back to local parsing", async () => {
    const r = await engineWith(textModel('{"taskDescription": 5}')).parseTaskVoice(
      "water the plants",
    );
    expect(r.taskDescription).toBe("Water the plants");
  });

  it("keeps exactly the given ids when the model's order is off", async () => {
    const body = { orderedIds: [3, 99, 3, 1], message: "Done", explanation: "Because" };
    const r = await engineWith(textModel(JSON.stringify(body))).prioritize({
      tasks: [1, 2, 3].map((id) => ({
        id,
        description: `T${id}`,
        category: "health" as const,
        important: false,
      })),
      idealPercentages: defaultPercentages(),
    });
    expect(r.orderedIds).toEqual([3, 1, 2]);
  });

  it("extraction maps unknown categories to the entry's category", async () => {
    const body = {
      tasks: [
        { description: "Call mom.", category: "family_friends" },
        { description: "Knit", category: "crafts" },
      ],
    };
    const r = await engineWith(textModel(JSON.stringify(body))).extractTasks({
      title: "t",
      content: "c",
      category: "romance",
    });
    expect(r).toEqual([
      { description: "Call mom", category: "family_friends" },
      { description: "Knit", category: "romance" },
    ]);
  });

  it("extraction reads the date words the model kept as due dates, through the quick-add parser (issue 31)", async () => {
    const body = {
      tasks: [
        { description: "Send Mia the photos on Friday", category: "family_friends" },
        { description: "Call Anna this week", category: "family_friends" },
      ],
    };
    const r = await engineWith(textModel(JSON.stringify(body))).extractTasks({
      title: "t",
      content: "c",
      category: "romance",
      now: { date: "2026-11-24", time: "10:00" },
    });
    expect(r).toEqual([
      { description: "Send Mia the photos", category: "family_friends", dueDate: "2026-11-27" },
      { description: "Call Anna", category: "family_friends", dueDate: "2026-11-29" },
    ]);
  });

  it("voice deadline must be an ISO date", async () => {
    const body = {
      taskDescription: "Call mom",
      hasDeadline: true,
      deadline: "next week",
      isPriority: false,
      dueTime: null,
      recurrence: null,
    };
    const r = await engineWith(textModel(JSON.stringify(body))).parseTaskVoice(
      "call mom next week",
    );
    expect(r).toEqual({
      taskDescription: "Call mom",
      hasDeadline: false,
      deadline: null,
      isPriority: false,
    });
  });

  it("images come back as bytes; a failing image model falls back to the local PNG", async () => {
    const ok = await engineWith(failing(), imageModel()).generateImage("beach");
    expect(ok.mimeType).toBe("image/png");
    expect([...ok.bytes]).toEqual([...PNG]);
    const fallback = await engineWith(failing(), imageModel(true)).generateImage("beach");
    expect(fallback.bytes.length).toBeGreaterThan(1000);
  });
});

describe("getAiEngine", () => {
  afterEach(() => {
    delete process.env.OPENAI_API_KEY;
    resetAiEngine();
  });

  it("uses the local engine without OPENAI_API_KEY and OpenAI with it", () => {
    resetAiEngine();
    expect(getAiEngine().name).toBe("local");
    process.env.OPENAI_API_KEY = "sk-test";
    resetAiEngine();
    expect(getAiEngine().name).toBe("openai");
  });
});
