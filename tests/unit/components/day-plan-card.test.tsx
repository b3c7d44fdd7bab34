// @vitest-environment jsdom
// Issue 47 item 6: Settings has the default estimate and the length of each day Plan today uses.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const apiJson = vi.fn();
vi.mock("@/lib/api/client", () => ({
  apiJson: (...args: unknown[]) => apiJson(...args),
  serverMessage: (_: unknown, fallback: string) => fallback,
}));

const { DayPlanCard, hoursToMinutes, minutesToHours } =
  await import("@/components/settings/day-plan-card");

afterEach(() => {
  cleanup();
  apiJson.mockReset();
});

const DEFAULT_DAYS = [120, 120, 120, 120, 120, 240, 240];

describe("the Estimates and your day card", () => {
  it("reads hours as people type them", () => {
    expect(hoursToMinutes("2")).toBe(120);
    expect(hoursToMinutes("1.5")).toBe(90);
    expect(hoursToMinutes("1,25")).toBe(75);
    expect(hoursToMinutes("0")).toBe(0);
    expect(hoursToMinutes("24")).toBe(1440);
    for (const bad of ["", "25", "-1", "two", "1.5.2"]) expect(hoursToMinutes(bad)).toBeNull();
    expect(minutesToHours(150)).toBe("2.5");
    expect(minutesToHours(240)).toBe("4");
  });

  it("saves the default estimate and each day's length in minutes", async () => {
    const onSaved = vi.fn();
    apiJson.mockResolvedValue({ defaultEstimateMinutes: 45 });
    render(<DayPlanCard defaultEstimate={30} dayMinutes={DEFAULT_DAYS} onSaved={onSaved} />);
    const save = screen.getByRole("button", { name: "Save day" });
    expect(save).toHaveProperty("disabled", true);
    expect(screen.getByLabelText("Monday")).toHaveProperty("value", "2");
    expect(screen.getByLabelText("Saturday")).toHaveProperty("value", "4");

    fireEvent.change(screen.getByLabelText("Default estimate (minutes)"), {
      target: { value: "45" },
    });
    fireEvent.change(screen.getByLabelText("Monday"), { target: { value: "3.5" } });
    fireEvent.change(screen.getByLabelText("Sunday"), { target: { value: "0" } });
    expect(screen.getByText("Tasks without an estimate count as 45 m.")).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiJson).toHaveBeenCalledWith("PATCH", "/api/settings", {
      defaultEstimateMinutes: 45,
      dayMinutes: [210, 120, 120, 120, 120, 240, 0],
    });
  });

  it("says what is wrong and does not save a day or estimate out of bounds", () => {
    render(<DayPlanCard defaultEstimate={30} dayMinutes={DEFAULT_DAYS} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText("Tuesday"), { target: { value: "30" } });
    expect(screen.getByRole("alert").textContent).toMatch(/from 0 to 24/);
    expect(screen.getByRole("button", { name: "Save day" })).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByLabelText("Tuesday"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Default estimate (minutes)"), {
      target: { value: "0" },
    });
    expect(screen.getByText("A whole number of minutes from 1 to 1440.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save day" })).toHaveProperty("disabled", true);
  });
});
