// Each Settings card saves its own fields (issue 31): the names card has its own Save button and
// no longer points at a button in another card.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SettingsForm } from "@/components/settings/settings-form";
import { defaultPercentages } from "@/lib/categories";
import type { SettingsDto } from "@/lib/settings/shapes";

const settings = (hasPremium: boolean) =>
  ({
    categoryPercentages: defaultPercentages(),
    categoryNames: {},
    hasPremium,
    timeZone: "UTC",
    remindersEnabled: false,
    reminderHour: 8,
  }) as unknown as SettingsDto;
const html = (hasPremium: boolean) =>
  renderToStaticMarkup(
    createElement(SettingsForm, { settings: settings(hasPremium), onSaved: () => {} }),
  );

describe("Settings cards", () => {
  it("a premium user's names card has its own Save Names button, in its own form", () => {
    const out = html(true);
    expect(out).not.toContain("Names are saved with Save Settings below");
    const names = out.slice(
      out.indexOf('aria-label="Category names form"'),
      out.indexOf('aria-label="Ideal balance form"'),
    );
    expect(names).toContain(">Save Names<");
    expect(names).not.toContain("Save Settings");
    expect(out.slice(out.indexOf('aria-label="Ideal balance form"'))).toContain("Save Settings");
  });
});
