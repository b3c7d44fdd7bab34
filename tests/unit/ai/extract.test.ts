import { describe, expect, it } from "vitest";
import { createLocalEngine } from "@/lib/ai/local/engine";

const engine = createLocalEngine();
const extract = (content: string, category = "personal_growth" as const) =>
  engine.extractTasks({ title: "Entry", content, category });
const descriptions = async (content: string) => (await extract(content)).map((t) => t.description);

describe("local journal extraction", () => {
  it("finds intentions, splits compound ones and categorises them", async () => {
    const tasks = await extract(
      "I need to book a dentist appointment and call my mom. Don't forget to pay the rent!",
    );
    expect(tasks).toEqual([
      { description: "Book a dentist appointment", category: "health" },
      { description: "Call my mom", category: "family_friends" },
      { description: "Pay the rent", category: "finances" },
    ]);
  });

  it("keeps the verb 'go' in the task ('I will go for a run')", async () => {
    expect(await descriptions("Tomorrow I will go for a run.")).toEqual(["Go for a run"]);
  });

  it("skips feelings, past events and negated intentions", async () => {
    const d = await descriptions(
      "I feel tired today. I went to the gym yesterday. I was going to call Sarah but forgot. " +
        "I don't want to skip breakfast anymore. I won't eat junk food. I should have slept earlier. I felt great after yoga.",
    );
    expect(d).toEqual([]);
  });

  it.each([
    ["I should really clean the garage.", "Clean the garage"],
    ["I'm going to start running again.", "Start running again"],
    ["Remember to water the plants.", "Water the plants"],
    ["Need to renew my passport", "Renew my passport"],
    ["I want to learn Spanish.", "Learn Spanish"],
    ["My goal is to save $500 this month.", "Save $500 this month"],
    ["Email the landlord about the heater.", "Email the landlord about the heater"],
    ["I have to finish the report, because the client is waiting.", "Finish the report"],
    ["I plan to repaint the bedroom.", "Repaint the bedroom"],
    ["We must visit grandpa this weekend.", "Visit grandpa this weekend"],
  ])("turns %j into %j", async (content, expected) => {
    expect(await descriptions(content)).toEqual([expected]);
  });

  it("keeps a noun list together and starts with a capital verb without a trailing period", async () => {
    const d = await descriptions("I need to buy milk, eggs and bread.");
    expect(d).toEqual(["Buy milk, eggs and bread"]);
  });

  it("mixes tasks and non-tasks in one entry", async () => {
    const d = await descriptions(
      "Today was rough and I feel stressed. I'm going to plan a date night with my wife. " +
        "I went for a walk. Tomorrow I will call the bank about the loan and email my manager about the project.",
    );
    expect(d).toEqual([
      "Plan a date night with my wife",
      "Call the bank about the loan",
      "Email my manager about the project",
    ]);
  });

  it("does not turn 'I have to admit' style phrases into tasks", async () => {
    expect(
      await descriptions(
        "I have to admit I was wrong. I need to think about it. Thank goodness it's Friday.",
      ),
    ).toEqual([]);
  });

  it("deduplicates", async () => {
    expect(
      await descriptions("I need to call mom. Remember to call Mom! I should call my mom."),
    ).toEqual(["Call mom"]);
  });

  it("falls back to the entry's category when unsure", async () => {
    const tasks = await engine.extractTasks({
      title: "x",
      content: "I need to sort it out.",
      category: "romance",
    });
    expect(tasks).toEqual([{ description: "Sort it out", category: "romance" }]);
  });
});

describe("extraction splits and dates (issue 31)", () => {
  const now = { date: "2026-11-24", time: "10:00" }; // a Tuesday
  const dated = (content: string) =>
    engine.extractTasks({ title: "Entry", content, category: "personal_growth", now });

  it.each([
    [
      "Renew my gym membership and finally start learning Spanish.",
      ["Renew my gym membership", "Start learning Spanish"],
    ],
    [
      "I need to sleep earlier and finally fix the leaking tap.",
      ["Sleep earlier", "Fix the leaking tap"],
    ],
    [
      "I have to clean the garage and then take the old paint to the tip.",
      ["Clean the garage", "Take the old paint to the tip"],
    ],
    [
      "I should call the plumber and also order new filters.",
      ["Call the plumber", "Order new filters"],
    ],
    ["I need to buy milk, eggs and bread.", ["Buy milk, eggs and bread"]],
  ])("%j → %j", async (content, expected) => {
    expect(await descriptions(content)).toEqual(expected);
  });

  it("date words become due dates through the quick-add parser, and leave the description", async () => {
    expect(
      await dated("I should send Mia the photos on Friday. I want to call Anna this week."),
    ).toMatchObject([
      { description: "Send Mia the photos", dueDate: "2026-11-27" },
      { description: "Call Anna", dueDate: "2026-11-29" },
    ]);
    expect(await dated("Remember to call grandma tonight.")).toMatchObject([
      { description: "Call grandma", dueDate: "2026-11-24", dueTime: "20:00" },
    ]);
  });

  it("a date before the intention is every action's; repeats and past dates stay words", async () => {
    const r = await dated("Tomorrow I will call the bank and also email my landlord.");
    expect(r.map((t) => [t.description, t.dueDate])).toEqual([
      ["Call the bank", "2026-11-25"],
      ["Email my landlord", "2026-11-25"],
    ]);
    expect(await dated("I need to stretch every morning.")).toEqual([
      expect.objectContaining({ description: "Stretch every morning" }),
    ]);
    expect((await dated("I need to stretch every morning."))[0]!.dueDate).toBeUndefined();
    expect((await dated("My goal is to save $500 this month."))[0]).toMatchObject({
      description: "Save $500 this month",
    });
    expect((await dated("My goal is to save $500 this month."))[0]!.dueDate).toBeUndefined();
  });

  it("without the user's clock no date is read", async () => {
    expect(await extract("I should send Mia the photos on Friday.")).toEqual([
      { description: "Send Mia the photos on Friday", category: expect.any(String) },
    ]);
  });
});

describe("extraction reads the ways people write (issue 47)", () => {
  const now = { date: "2026-11-24", time: "10:00" }; // a Tuesday
  const read = async (content: string) =>
    (await engine.extractTasks({ title: "Entry", content, category: "personal_growth", now })).map(
      (t) => (t.dueDate ? [t.description, t.dueDate] : [t.description]),
    );

  it.each([
    [
      "Weekend:\n- fix the gate\n- buy a new kettle\n2. Call Aunt May",
      [["Fix the gate"], ["Buy a new kettle"], ["Call Aunt May"]],
    ],
    [
      "Tomorrow: physio at 8, then return the parcel, then call the garage.",
      [
        ["Return the parcel", "2026-11-25"],
        ["Call the garage", "2026-11-25"],
      ],
    ],
    [
      "Groceries: rice, beans, onions. Also collect the prescription.",
      [["Collect the prescription"]],
    ],
    [
      "I'm having lunch with Ravi on Thursday and we're visiting the museum on Saturday.",
      [
        ["Have lunch with Ravi", "2026-11-26"],
        ["Visit the museum", "2026-11-28"],
      ],
    ],
    [
      "Ben lands on Friday. I'm driving him home from the station.",
      [["Drive him home from the station"]],
    ],
    [
      "I'd better renew the library card. Can't forget to thank Nora.",
      [["Renew the library card"], ["Thank Nora"]],
    ],
    [
      "It'd be nice to learn to knit. I promised to help Jo paint on Sunday.",
      [["Learn to knit"], ["Help Jo paint", "2026-11-29"]],
    ],
    ["The shower is dripping again, have to call a plumber.", [["Call a plumber"]]],
    ["I'm going to the optician on Friday.", [["Go to the optician", "2026-11-27"]]],
    ["I've been meaning to oil the squeaky door.", [["Oil the squeaky door"]]],
    ["The boiler is rattling again - should call the engineer.", [["Call the engineer"]]],
    ["Seeing the physio on Monday.", [["See the physio", "2026-11-30"]]],
    ["Would love to see the northern lights.", [["See the northern lights"]]],
    ["Hopefully I can sand the table tomorrow.", [["Sand the table", "2026-11-25"]]],
    ["Honestly I need to stop dithering and just book the course.", [["Book the course"]]],
  ])("%j", async (content, expected) => {
    expect(await read(content)).toEqual(expected);
  });

  it.each([
    "Should I move to Leeds? Did I pay the gas bill?",
    "I'm reading a lovely novel. I'm feeling calmer.",
    "Work was busy. Lunch was late. Dinner was great.",
    "Still haven't emailed Kim. Must do it this week.",
    "Shopping list: milk, bread, apples.",
    "Onwards! Stay strong and hang in there.",
    "We shall see. I will never forget her smile.",
    "All I want to do is nap.",
    "Walked the dog. Cleaned the car. Put the kettle on and read the paper.",
    "What a week. Such a mess.",
  ])("no task in %j", async (content) => {
    expect(await read(content)).toEqual([]);
  });
});
