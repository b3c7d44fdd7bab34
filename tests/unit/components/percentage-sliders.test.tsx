// @vitest-environment jsdom
// The Ideal Balance sliders as a person uses them (spec §5): moving one spreads the difference
// over the other areas above 0.5, the total stays 100 %, and an impossible spread warns and
// disables Save. Only the network (fetch) is replaced.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsForm } from "@/components/settings/settings-form";
import { CATEGORIES, defaultPercentages, type Category, type CategoryMap } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/shapes";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settingsWith = (categoryPercentages: CategoryMap<number>) =>
  ({
    categoryPercentages,
    categoryNames: {},
    hasPremium: true, // a free user's names card links to Premium (needs the App Router)
    timeZone: "UTC",
    remindersEnabled: false,
    reminderHour: 8,
  }) as unknown as SettingsDto;

const shown = (c: Category) => screen.getByTestId(`pct-${c}`).textContent;
const slider = (name: string) => screen.getByRole("slider", { name });
const balanceForm = () => within(screen.getByRole("form", { name: "Ideal balance form" }));

describe("Ideal Balance sliders", () => {
  it("moving one slider spreads the difference over the others and keeps the total at 100", () => {
    render(<SettingsForm settings={settingsWith(defaultPercentages())} onSaved={() => {}} />);
    fireEvent.change(slider("Health"), { target: { value: "20" } });

    expect(shown("health")).toBe("20.0%");
    // 7.5 points over seven areas: 1.1 from the five first in wheel order, 1.0 from the last two
    // (equal shares rounded to tenths so that together they are exactly the difference).
    expect(CATEGORIES.filter((c) => c !== "health").map(shown)).toEqual([
      "11.4%",
      "11.4%",
      "11.4%",
      "11.4%",
      "11.4%",
      "11.5%",
      "11.5%",
    ]);
    expect(screen.getByTestId("pct-total").textContent).toBe("100.0%");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(balanceForm().getByRole("button", { name: "Save Settings" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("a single small step keeps the total at 100 (no rounding drift)", () => {
    render(<SettingsForm settings={settingsWith(defaultPercentages())} onSaved={() => {}} />);
    fireEvent.change(slider("Finances"), { target: { value: "13" } });
    expect(shown("finances")).toBe("13.0%");
    expect(screen.getByTestId("pct-total").textContent).toBe("100.0%");
  });

  it("the tenths that do not share equally come from the largest areas", () => {
    const start = {
      ...defaultPercentages(),
      health: 10,
      finances: 20,
      family_friends: 30,
      romance: 40,
      physical_environment: 0,
      business_career: 0,
      personal_growth: 0,
      fun_recreation: 0,
    };
    render(<SettingsForm settings={settingsWith(start)} onSaved={() => {}} />);
    fireEvent.change(slider("Health"), { target: { value: "10.5" } });
    // Five tenths over three areas: one each, and the two left over from the two largest.
    expect(shown("romance")).toBe("39.8%");
    expect(shown("family_friends")).toBe("29.8%");
    expect(shown("finances")).toBe("19.9%");
    expect(screen.getByTestId("pct-total").textContent).toBe("100.0%");
  });

  it("areas at 0.5 or below are left alone", () => {
    const start = {
      ...defaultPercentages(),
      health: 50,
      finances: 30,
      family_friends: 19.5,
      romance: 0.5,
      physical_environment: 0,
      business_career: 0,
      personal_growth: 0,
      fun_recreation: 0,
    };
    render(<SettingsForm settings={settingsWith(start)} onSaved={() => {}} />);
    fireEvent.change(slider("Health"), { target: { value: "40" } });

    expect(shown("health")).toBe("40.0%");
    expect(shown("finances")).toBe("35.0%");
    expect(shown("family_friends")).toBe("24.5%");
    expect(shown("romance")).toBe("0.5%");
    expect(shown("fun_recreation")).toBe("0.0%");
    expect(screen.getByTestId("pct-total").textContent).toBe("100.0%");
  });

  it("when an area cannot give more than it has, the total is off: a warning and no Save", () => {
    const start = {
      ...defaultPercentages(),
      health: 50,
      finances: 1,
      family_friends: 49,
      romance: 0,
      physical_environment: 0,
      business_career: 0,
      personal_growth: 0,
      fun_recreation: 0,
    };
    render(<SettingsForm settings={settingsWith(start)} onSaved={() => {}} />);
    fireEvent.change(slider("Health"), { target: { value: "54" } });

    // 4 points over two areas: Finances can give only 1 of its 2.
    expect(shown("finances")).toBe("0.0%");
    expect(shown("family_friends")).toBe("47.0%");
    expect(screen.getByTestId("pct-total").textContent).toBe("101.0%");
    expect(screen.getByRole("alert").textContent).toContain(
      "Percentages must total 100%. Current total: 101.0%",
    );
    expect(balanceForm().getByRole("button", { name: "Save Settings" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("Save sends the spread values; Reset to Defaults puts 12.5 back everywhere", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const patch = JSON.parse(String(init?.body)) as Partial<SettingsDto>;
      return new Response(JSON.stringify({ ...settingsWith(defaultPercentages()), ...patch }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    const onSaved = vi.fn();
    render(<SettingsForm settings={settingsWith(defaultPercentages())} onSaved={onSaved} />);
    fireEvent.change(slider("Health"), { target: { value: "20" } });
    fireEvent.click(balanceForm().getByRole("button", { name: "Save Settings" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/settings");
    expect(init?.method).toBe("PATCH");
    const sent = (JSON.parse(String(init?.body)) as Pick<SettingsDto, "categoryPercentages">)
      .categoryPercentages;
    expect(sent.health).toBe(20);
    expect(sent.fun_recreation).toBe(11.5);
    expect(Object.values(sent).reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);

    fireEvent.click(balanceForm().getByRole("button", { name: "Reset to Defaults" }));
    expect(CATEGORIES.map(shown)).toEqual(CATEGORIES.map(() => "12.5%"));
  });
});
