import { describe, expect, it } from "vitest";
import {
  focusWeekEnd,
  invitesAccountToReview,
  invitesToReview,
  reviewStreak,
  reviewWeekFor,
  reviewWeekOf,
} from "@/lib/insights/review-week";

describe("the review's week", () => {
  it("from Friday looks at the ending week; Monday to Thursday at the week that ended", () => {
    // 2026-11-23 is a Monday.
    expect(reviewWeekOf("2026-11-27")).toBe("2026-11-23"); // Fri
    expect(reviewWeekOf("2026-11-29")).toBe("2026-11-23"); // Sun
    expect(reviewWeekOf("2026-11-30")).toBe("2026-11-23"); // the Monday after
    expect(reviewWeekOf("2026-11-23")).toBe("2026-11-16"); // Mon
    expect(reviewWeekOf("2026-11-26")).toBe("2026-11-16"); // Thu
    expect(focusWeekEnd("2026-11-23")).toBe("2026-12-06"); // the Sunday of the week after
  });

  it("invites from Friday to Monday", () => {
    expect(
      [
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
        "2026-11-26",
        "2026-11-27",
        "2026-11-28",
        "2026-11-29",
      ].map(invitesToReview),
    ).toEqual([true, false, false, false, true, true, true]);
  });

  it("invites an account only once a week has passed since it was created (issue 47)", () => {
    // Joined on Friday 2026-11-27: not that day, not that weekend, not on Monday; the next Friday.
    const joined = "2026-11-27";
    expect(
      ["2026-11-27", "2026-11-28", "2026-11-30", "2026-12-03", "2026-12-04", "2026-12-07"].map(
        (today) => invitesAccountToReview(today, joined),
      ),
    ).toEqual([false, false, false, false, true, true]);
    expect(invitesAccountToReview("2026-11-27", null)).toBe(true);
  });

  it("counts consecutive reviewed weeks, up to this one or the last", () => {
    expect(reviewStreak([], "2026-11-23")).toBe(0);
    expect(
      reviewStreak(["2026-11-23", "2026-11-16", "2026-11-09", "2026-10-26"], "2026-11-23"),
    ).toBe(3);
    expect(reviewStreak(["2026-11-16", "2026-11-09"], "2026-11-23")).toBe(2);
    expect(reviewStreak(["2026-11-09"], "2026-11-23")).toBe(0);
  });
});

describe("the review's week for a new account (issue 31)", () => {
  it("reviews the last full week only when the account existed in it", () => {
    // Registered Tuesday 2026-11-24: on that day the week of 16 Nov is before the account.
    expect(reviewWeekFor("2026-11-24", "2026-11-24")).toEqual({
      weekStart: "2026-11-23",
      when: "first",
    });
    expect(reviewWeekFor("2026-11-27", "2026-11-24")).toEqual({
      weekStart: "2026-11-23",
      when: "first",
    });
    expect(reviewWeekFor("2026-11-30", "2026-11-24")).toEqual({
      weekStart: "2026-11-23",
      when: "last",
    });
    expect(reviewWeekFor("2026-11-24", "2026-11-22")).toEqual({
      weekStart: "2026-11-16",
      when: "last",
    }); // joined on that Sunday
    expect(reviewWeekFor("2026-11-24", "2026-01-05")).toEqual({
      weekStart: "2026-11-16",
      when: "last",
    });
    expect(reviewWeekFor("2026-11-28", "2026-01-05")).toEqual({
      weekStart: "2026-11-23",
      when: "this",
    });
  });
});
