// @vitest-environment jsdom
// Insights' "Time / Count" switch (issue 27): the words and the score follow at once, the choice
// is saved with PATCH /api/settings, and a failed save puts the old choice back.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InsightsScreen } from "@/components/insights/insights-screen";
import { CATEGORIES, defaultPercentages, type CategoryMap } from "@/lib/categories";
import { balanceScore } from "@/lib/insights/score";

const map = (values: Partial<CategoryMap<number>>) =>
  ({ ...Object.fromEntries(CATEGORIES.map((c) => [c, 0])), ...values }) as CategoryMap<number>;
// One 3 h 15 m hike in Health, three 5-minute chores in Finances.
const week = {
  weekStart: "2026-11-23",
  completed: map({ health: 1, finances: 3 }),
  minutes: map({ health: 195, finances: 15 }),
  total: 4,
  score: null,
};
const ideal = defaultPercentages();

function renderScreen(respond: number) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ message: "Nope" }), { status: respond }),
  );
  vi.stubGlobal("fetch", fetchMock);
  render(<InsightsScreen weeks={[week]} ideal={ideal} names={{}} by="time" />);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Insights by time or by count", () => {
  it("speaks in time by default and in counts after the switch, which is saved", async () => {
    const fetchMock = renderScreen(200);
    const words = screen.getByTestId("trend-words");
    expect(words.textContent).toContain("Health got the most: 3 h 15 m (93%) against 12.5%.");
    expect(screen.getByTestId("week-score").textContent).toBe(
      String(balanceScore(week.minutes, ideal)),
    );
    fireEvent.click(screen.getByRole("radio", { name: "Count" }));
    expect(words.textContent).toContain("Finances got the most: 75% against 12.5%.");
    expect(screen.getByTestId("week-score").textContent).toBe(
      String(balanceScore(week.completed, ideal)),
    );
    expect(screen.getByTestId("area-share-table").textContent).toContain("75%");
    expect(screen.getByTestId("area-share-table").textContent).not.toContain("3 h 15 m");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/settings",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ balanceBy: "count" }) }),
    );
  });

  it("a failed save puts time back", async () => {
    renderScreen(500);
    fireEvent.click(screen.getByRole("radio", { name: "Count" }));
    expect(screen.getByRole("radio", { name: "Count" }).getAttribute("aria-checked")).toBe("true");
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Time" }).getAttribute("aria-checked")).toBe("true"),
    );
    expect(screen.getByTestId("trend-words").textContent).toContain("3 h 15 m (93%)");
  });
});
