import { describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { createOpenAiEngine } from "@/lib/ai/openai/engine";
import type { PrioritizeInput } from "@/lib/ai/types";
import { defaultPercentages, type Category } from "@/lib/categories";

const engine = createLocalEngine();
const TODAY = "2026-11-23"; // a Monday
const NOW = new Date(2026, 10, 23, 10, 0);
type T = PrioritizeInput["tasks"][number];
const task = (id: number, description: string, extra: Partial<T> = {}): T => ({
  id,
  description,
  category: "health" as Category,
  important: false,
  ...extra,
});
const rank = (tasks: T[]) =>
  engine.prioritize({ tasks, idealPercentages: defaultPercentages(), now: NOW, today: TODAY });

/** The reasons given for one task: the "because …" after its quoted description. */
function reasonsFor(explanation: string, description: string): string {
  const at = explanation.indexOf(`"${description}"`);
  if (at < 0) return "";
  const rest = explanation.slice(at + description.length + 2);
  return rest.slice(0, rest.indexOf(".") + 1);
}

describe("prioritize weighs due dates", () => {
  it("overdue first, then due today, then due soon, then the rest (stars and areas inside each group)", async () => {
    const r = await rank([
      task(1, "Tidy the shed", { important: true, category: "physical_environment" }),
      task(2, "Book the dentist", { dueDate: "2026-11-25" }),
      task(3, "Pay the gas bill", { dueDate: "2026-11-20", category: "finances" }),
      task(4, "Call the bank", { dueDate: TODAY, dueTime: "15:00", category: "finances" }),
      task(5, "Plan the holidays", { dueDate: "2026-12-20", category: "fun_recreation" }),
      task(6, "Send the report", { dueDate: TODAY, important: true, category: "business_career" }),
      task(7, "Renew the passport", { dueDate: "2026-11-24" }),
    ]);
    expect(r.orderedIds).toEqual([3, 6, 4, 7, 2, 1, 5]);
    expect(r.explanation).toMatch(
      /^Start with "Pay the gas bill" because it's overdue since 20 Nov\./,
    );
    expect(reasonsFor(r.explanation, "Send the report")).toMatch(
      /because it's due today and it's marked important/,
    );
    expect(reasonsFor(r.explanation, "Call the bank")).toMatch(/because it's due today at 15:00/);
  });

  it("a task due in 4 to 7 days gets a lift and says so; a far date says nothing", async () => {
    const r = await rank([
      task(1, "Water the plants"),
      task(2, "Buy a gift", { dueDate: "2026-11-28" }),
      task(3, "Plan the trip", { dueDate: "2027-03-01" }),
    ]);
    expect(r.orderedIds[0]).toBe(2);
    expect(reasonsFor(r.explanation, "Buy a gift")).toMatch(/it's due in 5 days/);
    expect(reasonsFor(r.explanation, "Plan the trip")).not.toMatch(/due|overdue/);
  });

  it("client-style input without dates ranks as before (no date, no group)", async () => {
    const r = await rank([
      task(1, "Tidy desk", { category: "physical_environment" }),
      task(2, "Pay rent", { important: true, category: "finances" }),
    ]);
    expect(r.orderedIds).toEqual([2, 1]);
  });
});

// Evaluation set: reasons must not invent deadlines. Every task here has no dueDate, but its words
// sound like a date; the explanation may quote the description, never claim it is due.
describe("prioritize: reasons must not invent deadlines", () => {
  const cases: [string, string][] = [
    ["date night", "Plan a date night"],
    ["week", "Weekly report review"],
    ["today in the words", "Call mom today"],
    ["tomorrow in the words", "Submit the tax form by tomorrow"],
    ["a weekday", "Book the Friday market stall"],
    ["a month", "Buy Christmas gifts in December"],
    ["tonight", "Cook something nice tonight"],
    ["a day count", "Read 30 pages in 3 days"],
    ["a day of the month", "Renew the passport by the 15th"],
  ];

  it.each(cases)("%s: %j", async (_what, description) => {
    const r = await rank([
      task(1, description, { important: true }),
      task(2, "Stretch for ten minutes"),
    ]);
    const why = reasonsFor(r.explanation, description);
    expect(why).not.toMatch(/\bdue\b|overdue|deadline/i);
    expect(why).toMatch(/it's marked important/);
  });

  it("with a real dueDate beside them, only the dated task is called due", async () => {
    const r = await rank(
      cases
        .map(([, d], i) => task(i + 1, d))
        .concat(task(99, "Pay the gas bill", { dueDate: "2026-11-24" })),
    );
    expect(r.orderedIds[0]).toBe(99);
    expect(r.explanation.match(/\bdue\b/g)).toHaveLength(1);
    expect(reasonsFor(r.explanation, "Pay the gas bill")).toMatch(/it's due tomorrow/);
  });
});

describe("OpenAI prioritize gets each task's dueDate and today", () => {
  it("sends dueDate (null when absent), dueTime and the user's today", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => ({
        content: [
          {
            type: "text" as const,
            text: JSON.stringify({ orderedIds: [2, 1], message: "Ok", explanation: "Because" }),
          },
        ],
        finishReason: { unified: "stop" as const, raw: "stop" },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 1, text: 1, reasoning: undefined },
        },
        warnings: [],
      }),
    });
    const e = createOpenAiEngine({ model, imageModel: {} as never, maxRetries: 0 });
    await e.prioritize({
      tasks: [
        task(1, "Plan a date night"),
        task(2, "Pay rent", { dueDate: "2026-11-24", dueTime: "09:00" }),
      ],
      idealPercentages: defaultPercentages(),
      now: new Date(2026, 10, 23, 23, 30),
      today: "2026-11-24",
    });
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain('\\"today\\":\\"2026-11-24\\"');
    expect(prompt).toContain('\\"dueDate\\":null');
    expect(prompt).toContain('\\"dueDate\\":\\"2026-11-24\\",\\"dueTime\\":\\"09:00\\"');
    expect(prompt).toMatch(/not deadlines/);
  });
});
