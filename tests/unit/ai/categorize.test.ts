import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { evaluate, readLabelledTsv } from "@/scripts/ai/eval-lib";
import { CATEGORIES } from "@/lib/categories";

const engine = createLocalEngine();
const fixture = (name: string) => path.join(__dirname, "fixtures", name);

describe("local categoriser", () => {
  it("reaches >= 85% on the private held-out set (fresh wording, not used as examples)", async () => {
    const report = await evaluate(readLabelledTsv(fixture("heldout.tsv")), (d) =>
      engine.categorize(d),
    );
    expect(report.total).toBe(80);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.85);
  });

  it("reaches >= 85% on the second and third held-out sets", async () => {
    for (const f of ["heldout-2.tsv", "heldout-3.tsv"]) {
      const report = await evaluate(readLabelledTsv(fixture(f)), (d) => engine.categorize(d));
      expect(report.accuracy, f).toBeGreaterThanOrEqual(0.85);
    }
  });

  it.each([
    ["Refill the printer ink cartridges at the office", "business_career"],
    ["Transfer money to my savings", "finances"],
    ["Sign up for a 10k race", "health"],
    ["Call grandma to wish her happy birthday", "family_friends"],
    ["Plan a candlelit dinner for my girlfriend", "romance"],
    ["Learn to speak German", "personal_growth"],
    ["Go to an open air concert", "fun_recreation"],
    ["Mop the kitchen floor", "physical_environment"],
  ] as const)("puts %j in %s", async (description, expected) => {
    const r = await engine.categorize(description);
    expect(r.category).toBe(expected);
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(1);
    expect(r.explanation.length).toBeGreaterThan(5);
  });

  it("explains which words matched", async () => {
    const r = await engine.categorize("Book a doctor appointment and go for a jog");
    expect(r.category).toBe("health");
    expect(r.explanation).toMatch(/^Matched Health: /);
  });

  it("learns from the user's own corrections", async () => {
    const before = await engine.categorize("Walk the neighbour's dog");
    const after = await engine.categorize("Walk the neighbour's dog", {
      userExamples: [{ description: "Walk the neighbours dog", category: "fun_recreation" }],
    });
    expect(after.category).toBe("fun_recreation");
    expect(before.category).not.toBe("fun_recreation");
    expect(after.explanation).toMatch(/earlier task/);
  });

  it("always answers one of the eight areas, even for gibberish", async () => {
    for (const d of ["", "asdf qwer", "!!!", "the a an"]) {
      const r = await engine.categorize(d);
      expect(CATEGORIES).toContain(r.category);
    }
  });
});

describe("the known confusions, cut by general rules (issue 31)", () => {
  it.each([
    // A gathering with or for people is about the people; the activity alone stays Fun.
    ["Host a game night for the neighbours", "family_friends"],
    ["Have brunch with my in-laws", "family_friends"],
    ["Plan a game night", "fun_recreation"],
    ["Plan a ski weekend with friends", "fun_recreation"],
    // Money shared with people is still money.
    ["Split the dinner bill with roommates on Venmo", "finances"],
    // Garden upkeep is the home; a project as a hobby is Fun.
    ["Mulch the flowerbeds", "physical_environment"],
    ["Restore an old bicycle as a hobby", "fun_recreation"],
    // Not Personal Growth by default.
    ["Get a tooth filled", "health"],
  ])("%j → %s", async (text, category) => {
    expect((await engine.categorize(text)).category).toBe(category);
  });

  it("the whole probe set of those confusions (scripts/ai/confusion-probe.tsv) stays at or above 95%", async () => {
    const report = await evaluate(
      readLabelledTsv(path.join(process.cwd(), "scripts/ai/confusion-probe.tsv")),
      (d) => engine.categorize(d),
    );
    expect(report.accuracy).toBeGreaterThanOrEqual(0.95);
  });
});

describe("categoriser traps (issue 47): the class of mistake, not the phrase", () => {
  // None of these rows is in the knowledge or the trap sets: they are other instances of the class.
  it.each([
    // Meeting a named person over food or drink is social, not diet (Health) or work.
    ["Tea with Bella", "family_friends"],
    ["Pizza with Sam and Leo on Friday", "family_friends"],
    ["Meet Zoe for a quick coffee", "family_friends"],
    ["Ring Aunt Clara back", "family_friends"],
    ["Ask my brother how the move went", "family_friends"],
    // A name typed in lowercase over a meal or a drink, and a name that is also a money word.
    ["brunch with tessa", "family_friends"],
    ["Pints with Bill on Friday", "family_friends"],
    ["Hot tea with honey before bed", "health"],
    ["Swap to coffee with oat milk", "health"],
    // ...but people of work keep it Career, money between people Finances, an activity its area.
    ["Breakfast with the CEO and the new client", "business_career"],
    ["Split the taxi fare with Ana", "finances"],
    ["Play squash with Raj", "fun_recreation"],
    // Money in a work setting is Career.
    ["Cut the travel budget for our division", "business_career"],
    // Self-care is Health; it is Romance only for or with the partner.
    ["Book a hot stone massage", "health"],
    ["Get a pedicure on Saturday", "health"],
    ["Couples massage for our anniversary", "romance"],
    ["Book a spa afternoon for my wife's birthday", "romance"],
  ])("%j → %s", async (task, area) => {
    expect((await engine.categorize(task)).category).toBe(area);
  });

  it("reaches >= 90% on the trap sets (dev tuned on, held-out not)", async () => {
    for (const f of ["traps-dev.tsv", "traps-heldout.tsv"]) {
      const report = await evaluate(readLabelledTsv(fixture(f)), (d) => engine.categorize(d));
      expect(report.total, f).toBe(30);
      expect(report.accuracy, f).toBeGreaterThanOrEqual(0.9);
    }
  });
});
