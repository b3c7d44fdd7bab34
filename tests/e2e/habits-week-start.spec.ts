// Issue 46 (second part) in Chromium, at desktop and phone size: the week start set to Sunday in
// Settings, a habit quick-added in Habit mode ("Read every day" → "Read", every day), seen in the
// dashboard's Habits strip, checked with one tap; the habits carry the Sunday week.
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, test, toasts } from "./helpers";

const strip = (page: Page) => page.getByTestId("habits-strip");

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`week start and quick-add habits at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("set the week to start on Sunday, quick-add 'Read every day' as a habit, see it in the strip", async ({
      page,
    }) => {
      await register(page, newEmail(`habit-qa-${size.name}`));
      await closeTour(page);

      // Settings: Monday until changed; Sunday saved.
      await page.goto("/settings");
      const weekStart = page.getByLabel("Week starts on");
      await expect(weekStart).toHaveValue("1");
      await weekStart.selectOption({ label: "Sunday" });
      await page.getByRole("button", { name: "Save week start" }).click();
      await expect(toasts(page)).toContainText("Your weeks now start on Sunday.");
      await page.reload();
      await expect(page.getByLabel("Week starts on")).toHaveValue("0");

      // The dashboard's quick add: Task by default, Habit chosen.
      await page.goto("/");
      await expect(page.getByRole("radio", { name: "Task" })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await page.getByRole("radio", { name: "Habit" }).click();
      const field = page.getByRole("textbox", { name: "New Habit" });
      await expect(field).toBeFocused();
      await field.fill("Read every day");
      await expect(page.getByRole("combobox", { name: "How often" })).toHaveValue("day");
      await expect(page.getByTestId("new-habit-reading")).toContainText("Adds “Read”");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(toasts(page)).toContainText("Read · Every day");
      await expect(field).toHaveValue("");

      // The strip shows it at once, and checks it with one tap.
      const chip = strip(page).getByTestId("habit-chip");
      await expect(chip).toHaveCount(1);
      await expect(chip).toContainText("Read");
      await expect(chip).toContainText("Every day");
      await chip.getByRole("button", { name: /Check Read \(not done today\)/ }).click();
      await expect(
        chip.getByRole("button", { name: /Undo today's check of Read/ }),
      ).toHaveAttribute("aria-pressed", "true");

      // Still there after a reload (the server's), in the Sunday week.
      await page.reload();
      await expect(strip(page).getByTestId("habit-chip")).toContainText("Read");
      const habits = (await (await page.request.get("/api/habits")).json()) as {
        title: string;
        target: { times: number; per: string };
        weekStart: number;
        period: { done: number };
      }[];
      expect(habits).toEqual([
        expect.objectContaining({
          title: "Read",
          target: { times: 1, per: "day" },
          weekStart: 0,
          period: { done: 1, target: 1 },
        }),
      ]);
    });
  });
}
