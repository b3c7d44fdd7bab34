// @vitest-environment jsdom
// Settings' index links to the groups drawn: with the settings unreadable, the two groups whose
// cards all edit them (Your day, Reminders) are not drawn, and not linked to either.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SettingsIndex } from "@/components/settings/settings-sections";

const links = () =>
  within(screen.getByRole("navigation", { name: "Settings sections" }))
    .getAllByRole("link")
    .map((a) => [a.textContent, a.getAttribute("href")]);

afterEach(cleanup);

describe("the settings index", () => {
  it("links to every group, in the page's order, when the settings were read", () => {
    render(<SettingsIndex settingsRead />);
    expect(links()).toEqual([
      ["Plan", "#plan"],
      ["Life areas", "#life-areas"],
      ["Your day", "#your-day"],
      ["Reminders", "#reminders"],
      ["Calendars", "#calendars"],
      ["Account", "#account"],
      ["Your data", "#your-data"],
    ]);
  });

  it("leaves out the groups that need the settings when they could not be read", () => {
    render(<SettingsIndex settingsRead={false} />);
    expect(links().map(([title]) => title)).toEqual([
      "Plan",
      "Life areas",
      "Calendars",
      "Account",
      "Your data",
    ]);
  });
});
