// Quick add's Habit mode (issue 46): the phrases that say how often, read into a habit's target
// (1-7 per day or week), the rest the title; what a habit cannot be is left in the words.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readHabitLine } from "@/lib/quick-add/habit";

const daily = { times: 1, per: "day" };
const week = (times: number) => ({ times, per: "week" });

describe("readHabitLine", () => {
  it.each([
    ["Read every day", "Read", daily, "every day"],
    ["Read everyday", "Read", daily, "everyday"],
    ["Meditate daily", "Meditate", daily, "daily"],
    ["Every day: stretch", "stretch", daily, "Every day"],
    ["Floss each day", "Floss", daily, "each day"],
    ["Walk the dog every single day", "Walk the dog", daily, "every single day"],
    ["Take vitamins once a day", "Take vitamins", daily, "once a day"],
    ["Journal, every day of the week", "Journal", daily, "every day of the week"],
    ["Run 7 times a week", "Run", daily, "7 times a week"],
    ["Walk 7 days a week", "Walk", daily, "7 days a week"],
    ["Run 3 times a week", "Run", week(3), "3 times a week"],
    ["Swim twice a week", "Swim", week(2), "twice a week"],
    ["Call mom once a week", "Call mom", week(1), "once a week"],
    ["Yoga thrice weekly", "Yoga", week(3), "thrice weekly"],
    ["Gym four times per week", "Gym", week(4), "four times per week"],
    ["Lift 3x a week", "Lift", week(3), "3x a week"],
    ["Lift 3x/week", "Lift", week(3), "3x/week"],
    ["Cook at home 5 days a week", "Cook at home", week(5), "5 days a week"],
    ["Piano - 6 times a week", "Piano", week(6), "6 times a week"],
    ["Review finances weekly", "Review finances", week(1), "weekly"],
    ["Clean the kitchen every week", "Clean the kitchen", week(1), "every week"],
    ["3 TIMES A WEEK run", "run", week(3), "3 TIMES A WEEK"],
    ["Call a friend twice every week", "Call a friend", week(2), "twice every week"],
  ])("%s → %s", (line, title, target, matched) => {
    expect(readHabitLine(line)).toEqual({ title, target, matched });
  });

  it.each(
    [
      "Take pills twice a day",
      "Take pills twice daily",
      "Drink water 8 times a day",
      "Run 8 times a week",
      "Run 8 times weekly",
      "Stretch 3 times every day",
      "Water plants every other day",
      "Stand-up every weekday",
      "Swim on Mondays",
      "Pay rent every month",
      "Read the Daily Mail", // "Daily" here is a name, but reads as daily: see below
    ].slice(0, -1),
  )("leaves %s as it is (not a habit's target)", (line) => {
    expect(readHabitLine(line)).toEqual({ title: line, target: null, matched: null });
  });

  it("reads words that are part of a name when they are whole words (the user sees the tint and can edit)", () => {
    expect(readHabitLine("Read the Daily Mail").target).toEqual(daily);
    // Inside a word or a hyphenated word, never.
    expect(readHabitLine("Buy a weekly-planner").target).toBeNull();
    expect(readHabitLine("Dailyness").target).toBeNull();
    expect(readHabitLine("Everyday-carry check").target).toBeNull();
  });

  it("takes the first phrase in the line; a second stays in the title", () => {
    expect(readHabitLine("Run 3 times a week, stretch every day")).toEqual({
      title: "Run stretch every day",
      target: week(3),
      matched: "3 times a week",
    });
  });

  it("gives an empty title for a line that is only the phrase, and tidies spaces", () => {
    expect(readHabitLine("every day")).toEqual({ title: "", target: daily, matched: "every day" });
    expect(readHabitLine("  Read   20 pages   ")).toEqual({
      title: "Read 20 pages",
      target: null,
      matched: null,
    });
  });

  it("never throws, reads only 1-7 per week or once a day, and keeps the other words in order", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (line) => {
        const r = readHabitLine(line);
        if (r.target === null) expect(r.matched).toBeNull();
        else {
          expect(r.target.per === "day" ? r.target.times === 1 : r.target.times <= 6).toBe(true);
          expect(r.target.times).toBeGreaterThanOrEqual(1);
          expect(line).toContain(r.matched!);
        }
        expect(r.title).toBe(r.title.trim());
      }),
      { numRuns: 500, seed: 46 },
    );
  });
});
