// The review's wording names the week as people say it (issue 31): a new account's first week,
// "last week" when it is last week, "this week" from Friday.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReviewScreen } from "@/components/review/review-screen";
import type { CurrentReview } from "@/lib/insights/reviews";

const zero = {
  health: 0,
  family_friends: 0,
  finances: 0,
  personal_growth: 0,
  romance: 0,
  fun_recreation: 0,
  physical_environment: 0,
  business_career: 0,
};
const review = (when: CurrentReview["when"], total: number): CurrentReview => ({
  weekStart: "2026-11-23",
  when,
  done: false,
  invite: false,
  summary: {
    completed: { ...zero, health: total },
    total,
    score: total ? 40 : null,
    previousScore: null,
    change: null,
    ideal: { ...zero, health: 100 },
  },
});
const html = (r: CurrentReview) =>
  renderToStaticMarkup(createElement(ReviewScreen, { review: r, openTasks: [], names: {} }));

describe("weekly review wording", () => {
  it("a new account: 'Your first week so far' with this week's tasks", () => {
    const out = html(review("first", 2));
    expect(out).toContain("Your first week so far");
    expect(out).toContain("You completed 2 tasks this week.");
    expect(out).not.toContain("The week of");
  });

  it("'last week' when it is last week, 'this week' from Friday", () => {
    expect(html(review("last", 0))).toContain("You completed no tasks last week.");
    expect(html(review("last", 0))).toContain("Last week (the week of 23 Nov)");
    expect(html(review("this", 1))).toContain("You completed 1 task this week.");
  });
});
