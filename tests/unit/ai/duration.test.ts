// Issue 27: durations in a quick-add line, read beside the dates and cut from the description.
import { describe, expect, it } from "vitest";
import {
  extractDuration,
  findDuration,
  parseQuickAddKeeping,
  parseQuickAddTimed,
} from "@/lib/quick-add/duration";

// Tuesday 24 November 2026, 10:00 on the user's wall clock.
const TUE = { date: "2026-11-24", time: "10:00" };

const read = (text: string) => {
  const r = parseQuickAddTimed(text, TUE);
  return {
    description: r.description,
    estimateMinutes: r.estimateMinutes,
    dueDate: r.dueDate,
    dueTime: r.dueTime,
  };
};

describe("durations: the issue's phrases", () => {
  it.each([
    ["Run 5k 45m", "Run 5k", 45, null, null],
    ["Write the report for 2 hours tomorrow", "Write the report", 120, "2026-11-25", null],
    ["Call the bank 15 min", "Call the bank", 15, null, null],
    ["Yoga 1h", "Yoga", 60, null, null],
    ["Clean the garage 1h30", "Clean the garage", 90, null, null],
    ["Deep work 1.5 hours", "Deep work", 90, null, null],
    ["Stretch ~20m", "Stretch", 20, null, null],
    ["~20m stretch", "stretch", 20, null, null],
  ])("%j", (text, description, estimateMinutes, dueDate, dueTime) => {
    expect(read(text)).toEqual({ description, estimateMinutes, dueDate, dueTime });
  });

  it.each([
    ["Meditate 10 minutes every day", "Meditate", 10],
    ["Piano practice 1 h 30 m", "Piano practice", 90],
    ["Piano practice 1 hour 15 minutes", "Piano practice", 75],
    ["Read for an hour", "Read", 60],
    ["Tidy the desk for half an hour", "Tidy the desk", 30],
    ["Call grandma (45 min)", "Call grandma", 45],
    ["Review budget, 30 mins", "Review budget", 30],
    ["Deep work 2,5 hrs", "Deep work", 150],
    ["Walk 90 minutes", "Walk", 90],
    ["Nap 24h", "Nap", 1440],
  ])("also %j", (text, description, estimateMinutes) => {
    const r = read(text);
    expect({ description: r.description, estimateMinutes: r.estimateMinutes }).toEqual({
      description,
      estimateMinutes,
    });
  });
});

describe("durations: traps that are not durations", () => {
  it.each([
    ["Read the 4-Hour Workweek", "Read the 4-Hour Workweek"],
    ["Buy groceries for the week", "Buy groceries for the week"],
    ["Plan a 3 day trip", "Plan a 3 day trip"],
    ["Run a 5k", "Run a 5k"],
    ["Buy 2 m of rope-ladder", "Buy 2 m of rope-ladder"],
    ["Fast for 25 hours", "Fast for 25 hours"],
    ["Study 0 min", "Study 0 min"],
    ["30m", "30m"],
  ])("%j has no estimate", (text, description) => {
    const r = parseQuickAddTimed(text, TUE);
    expect(r.estimateMinutes).toBeNull();
    // The words stay for the date parser, which may still read a date in them ("for the week").
    expect(extractDuration(text).text).toBe(description);
  });

  it("'in 2 hours' stays a due time for the date parser", () => {
    const r = parseQuickAddTimed("Call the plumber in 2 hours", TUE);
    expect(r.estimateMinutes).toBeNull();
    expect(r.dueDate).toBe("2026-11-24");
    expect(r.dueTime).toBe("12:00");
    expect(r.description).toBe("Call the plumber");
    expect(findDuration("Leave within 30 min")).toBeNull();
    expect(findDuration("Check the oven after 1h")).toBeNull();
  });

  it("reads only the first duration and keeps a 'for' that leads into no duration", () => {
    expect(findDuration("Swim 30m then sauna 15m")).toMatchObject({ minutes: 30 });
    expect(extractDuration("Cook for the kids")).toEqual({
      text: "Cook for the kids",
      estimateMinutes: null,
      matched: null,
    });
  });

  it("lists the duration among the matched phrases in text order", () => {
    expect(parseQuickAddTimed("Write the report for 2 hours tomorrow", TUE).matched).toEqual([
      "for 2 hours",
      "tomorrow",
    ]);
    expect(parseQuickAddTimed("Run 5k 45m", TUE).matched).toEqual(["45m"]);
  });
});

describe("a removed estimate chip", () => {
  it("keeps the phrase as words, never read as a due time", () => {
    expect(parseQuickAddKeeping("Yoga 1h", TUE, "1h")).toMatchObject({
      description: "Yoga 1h",
      dueDate: null,
      dueTime: null,
      estimateMinutes: null,
    });
    const r = parseQuickAddKeeping("Run 5k 45m tomorrow", TUE, "45m");
    expect(r).toMatchObject({
      description: "Run 5k 45m",
      dueDate: "2026-11-25",
      estimateMinutes: null,
    });
    expect(r.matched).toEqual(["tomorrow"]);
  });
});
