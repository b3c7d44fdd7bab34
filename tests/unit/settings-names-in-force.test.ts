// The area names a user sees: their own only while premium (spec §5); the journal and the task
// screens both label areas through this rule.
import { describe, expect, it } from "vitest";
import { categoryLabel, defaultPercentages } from "@/lib/categories";
import { namesInForce, type SettingsDto } from "@/lib/settings/shapes";
import { DEFAULT_DAY_HOURS } from "@/lib/quick-add/deadline";

const settings = (hasPremium: boolean): SettingsDto => ({
  categoryNames: { health: "Body & Mind" },
  categoryPercentages: defaultPercentages(),
  timeZone: "UTC",
  remindersEnabled: false,
  reminderHour: 8,
  pushLeadMinutes: 0,
  defaultEstimateMinutes: 30,
  balanceBy: "time",
  dayMinutes: [120, 120, 120, 120, 120, 240, 240],
  dayHours: DEFAULT_DAY_HOURS,
  checkinEvery: "month",
  weekStart: 1,
  keyboardShortcuts: true,
  checkinDue: false,
  hasPremium,
});

describe("namesInForce", () => {
  it("gives the user's own names while they have premium", () => {
    expect(namesInForce(settings(true))).toEqual({ health: "Body & Mind" });
    expect(categoryLabel("health", namesInForce(settings(true)))).toBe("Body & Mind");
  });

  it("gives none without premium or without settings, so the defaults show", () => {
    expect(namesInForce(settings(false))).toBeUndefined();
    expect(namesInForce(null)).toBeUndefined();
    expect(categoryLabel("health", namesInForce(settings(false)))).toBe("Health");
  });
});
