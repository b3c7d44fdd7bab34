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
const review = (
  when: CurrentReview["when"],
  total: number,
  by: "time" | "count" = "count",
): CurrentReview => {
  const count = { score: total ? 40 : null, previousScore: null, change: null };
  const time = {
    score: total ? 75 : null,
    previousScore: total ? 70 : null,
    change: total ? 5 : null,
  };
  return {
    weekStart: "2026-11-23",
    when,
    done: false,
    invite: false,
    summary: {
      ...(by === "time" ? time : count),
      by,
      completed: { ...zero, health: total, finances: total ? 1 : 0 },
      minutes: { ...zero, health: 150 * total, finances: total ? 45 : 0 },
      total: total ? total + 1 : 0,
      checks: 0,
      habits: [],
      estimates: {},
      estimateNote: null,
      scores: { time, count },
      ideal: { ...zero, health: 100 },
    },
  };
};
const html = (r: CurrentReview) =>
  renderToStaticMarkup(createElement(ReviewScreen, { review: r, openTasks: [], names: {} }));

describe("weekly review wording", () => {
  it("a new account: 'Your first week so far' with this week's tasks", () => {
    const out = html(review("first", 2));
    expect(out).toContain("Your first week so far");
    expect(out).toContain("You completed 3 tasks this week.");
    expect(out).not.toContain("The week of");
  });

  it("'last week' when it is last week, 'this week' from Friday", () => {
    expect(html(review("last", 0))).toContain("You completed no tasks last week.");
    expect(html(review("last", 0))).toContain("Last week (the week of 23 Nov)");
    expect(html(review("this", 0))).toContain("You completed no tasks this week.");
  });
});

describe("the review by time (issue 27)", () => {
  it("adds the week's time and follows the time score; rows show time before the share", () => {
    const out = html(review("last", 2, "time"));
    // 2 × 150 m in Health and 45 m in Finances.
    expect(out).toContain(
      "You completed 3 tasks last week, 5 h 45 m in all. Your balance score: 75, up 5 from the week before.",
    );
    expect(out).toMatch(/5 h · 87% /);
    expect(out).toMatch(/45 m · 13% /);
  });

  it("by count the words and rows read as before, with the count score", () => {
    const out = html(review("last", 2, "count"));
    expect(out).toContain("You completed 3 tasks last week. Your balance score: 40.");
    expect(out).not.toContain("in all");
    expect(out).not.toContain("5 h");
    expect(out).toMatch(/67%/);
  });
});
