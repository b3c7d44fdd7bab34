// Issue 27: the local analysis speaks in time when it is given minutes, and in counts as before otherwise.
import { describe, expect, it } from "vitest";
import { analyzeBalanceLocal } from "@/lib/ai/local/balance";
import { spokenMinutes, timeSentence } from "@/lib/ai/time-words";
import { CATEGORIES, defaultPercentages, type Category } from "@/lib/categories";

const map = (values: Partial<Record<Category, number>>) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, values[c] ?? 0])) as Record<Category, number>;

describe("analysis in time", () => {
  it("writes minutes as people say them", () => {
    expect(spokenMinutes(20)).toBe("20 min");
    expect(spokenMinutes(360)).toBe("6 h");
    expect(spokenMinutes(75)).toBe("1 h 15 m");
    expect(
      timeSentence(map({ business_career: 360, family_friends: 20 }), {}, "Your tasks to do"),
    ).toBe(
      "Your tasks to do add up to 6 h 20 m: 6 h for Business/Career and 20 min for Family & Friends.",
    );
    expect(timeSentence(map({}), {}, "Your tasks to do")).toBeNull();
  });

  it("cites shares of time, not of tasks, when minutes are given", () => {
    const input = {
      todo: map({ business_career: 1, family_friends: 3 }),
      completed: map({}),
      idealPercentages: defaultPercentages(),
      todoMinutes: map({ business_career: 360, family_friends: 60 }),
      completedMinutes: map({}),
    };
    const r = analyzeBalanceLocal(input);
    expect(r.analysis).toContain(
      "Your tasks to do add up to 7 h: 6 h for Business/Career and 1 h for Family & Friends.",
    );
    expect(r.analysis).toContain(
      "Business/Career takes the biggest share of your attention: 86% of your time to do",
    );
    const byCount = analyzeBalanceLocal({
      ...input,
      todoMinutes: undefined,
      completedMinutes: undefined,
    });
    expect(byCount.analysis).toContain(
      "Family & Friends takes the biggest share of your attention: 75% of your tasks to do",
    );
    expect(byCount.analysis).not.toContain("add up to");
  });
});
