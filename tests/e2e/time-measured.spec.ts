// Issue 46 items 4-5 in Chromium, at desktop and phone size: the focus timer with the Pomodoro rhythm
// (chosen in the timer's menu; the phase and the time left survive a reload; the switch to a break is
// cued), "Add time spent" when completing a task, and the time really spent (and a habit) in the
// weekly review.
import type { Page } from "@playwright/test";
import { api, closeTour, expect, newEmail, register, settled, test, toasts } from "./helpers";

const taskRows = (page: Page) => page.getByTestId("task-row");

/** Where the header's last button ends, in pixels from the left. */
async function headerEnd(page: Page): Promise<number> {
  const box = await page.locator("header").getByRole("button").last().boundingBox();
  return box!.x + box!.width;
}

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`time really spent at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("a Pomodoro timer survives a reload, cues the break, and stops", async ({ page }) => {
      await register(page, newEmail(`pomo-${size.name}`));
      await closeTour(page);
      const made = await api(page, "POST", "/api/tasks", {
        description: "Write the report",
        category: "business_career",
      });
      expect(made.status).toBe(201);
      await page.reload();
      const row = taskRows(page).filter({ hasText: "Write the report" });
      await expect(row).toBeVisible();

      if (size.name === "desktop") {
        // The shortcut: j focuses the first task, t starts its timer. Shortcuts listen once the
        // dashboard's scripts have run: a key pressed on the server's HTML alone does nothing.
        await settled(page);
        await page.keyboard.press("j");
        await expect(row.locator("[data-row-main]")).toBeFocused();
        await page.keyboard.press("t");
      } else {
        // A phone row's words open the task (its only button is the "…" menu).
        await row.getByRole("button", { name: "Write the report", exact: true }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Start timer" }).click();
      }
      await expect(toasts(page).getByText("Timer started: Write the report")).toBeVisible();
      const clock = page.getByTestId("header-timer");
      await expect(clock).toHaveAttribute("data-phase", "timer");

      const plainEnd = await headerEnd(page);
      if (size.name === "desktop") {
        await clock.getByRole("button", { name: "Timer options" }).click();
        const item = page.getByRole("menuitem", { name: /Pomodoro 25\/5/ });
        await expect(item).toBeVisible();
        // The menu is used with the keyboard: down to the rhythm, Enter.
        await page.keyboard.press("ArrowDown");
        await page.keyboard.press("ArrowDown");
        await expect(item).toBeFocused();
        await page.keyboard.press("Enter");
      } else {
        // A phone's header has no room for the menu: the palette has the same choices.
        await page.getByRole("button", { name: "Search" }).click();
        await page.getByRole("combobox", { name: "Search" }).fill("rhythm 25");
        await page.getByRole("option", { name: "Timer rhythm: Pomodoro 25/5" }).click();
      }
      await expect(clock).toHaveAttribute("data-phase", "focus");
      await expect(clock.getByTestId("timer-phase")).toHaveText("Focus");
      await expect(clock.getByRole("timer")).toHaveText(/^2[45]:\d\d$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.viewport.width,
      );
      // The rhythm takes no more of the header than the plain clock did.
      expect(await headerEnd(page)).toBeLessThanOrEqual(plainEnd);

      // After a reload the phase comes from the server's start: still focus, not restarted.
      await page.reload();
      await expect(clock).toHaveAttribute("data-phase", "focus");
      await expect(clock.getByRole("timer")).toHaveText(/^2[45]:\d\d$/);
      await expect(clock.getByRole("timer")).toHaveAttribute(
        "aria-label",
        /^Focus, round 1: 2[45]:\d\d left$/,
      );

      // 25 minutes on: the break, cued in the clock itself (no notification, no sound). The page's
      // clock is taken over only now (a faked clock keeps menus from ever looking settled).
      await page.clock.install();
      await page.reload();
      await expect(clock).toHaveAttribute("data-phase", "focus");
      await page.clock.fastForward("25:00");
      await expect(clock).toHaveAttribute("data-phase", "break");
      await expect(clock).toHaveAttribute("data-cue", "on");
      await expect(clock.getByTestId("timer-phase")).toHaveText("Break");
      await expect(clock.getByRole("timer")).toHaveText(/^0[45]:\d\d$/);
      await page.screenshot({ path: `test-results/pomodoro-break-${size.name}.png` });

      await clock.getByRole("button", { name: "Stop timer" }).click({ force: true });
      await expect(toasts(page).getByText("Timer stopped", { exact: true })).toBeVisible();
      await expect(clock).toBeHidden();
      expect((await api(page, "GET", "/api/timer")).status).toBe(204);
    });

    test("time added on completing a task shows in the weekly review", async ({ page }) => {
      await register(page, newEmail(`spent-${size.name}`));
      await closeTour(page);
      const made = await api(page, "POST", "/api/tasks", {
        description: "Draft the budget",
        category: "business_career",
        estimateMinutes: 30,
      });
      expect(made.status).toBe(201);
      const habit = await api(page, "POST", "/api/habits", {
        title: "Run",
        category: "health",
        target: { times: 3, per: "week" },
        estimateMinutes: 20,
      });
      expect(habit.status).toBe(201);
      await page.reload();

      const row = taskRows(page).filter({ hasText: "Draft the budget" });
      await row.getByRole("checkbox", { name: 'Complete "Draft the budget"' }).click();
      await toasts(page).getByRole("button", { name: "Add time spent" }).click();
      const dialog = page.getByRole("dialog", { name: "How long did it take?" });
      await expect(dialog).toBeVisible();
      const minutes = dialog.getByLabel("Time spent (minutes)");
      await expect(minutes).toBeFocused();
      // Out of range is refused before anything is sent.
      await minutes.fill("1441");
      await dialog.getByRole("button", { name: "Add time" }).click();
      await expect(dialog.getByRole("alert")).toHaveText("Enter whole minutes from 1 to 1440.");
      await minutes.fill("40");
      await dialog.getByRole("button", { name: "Add time" }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page).getByText("Time added", { exact: true })).toBeVisible();
      const listed = (await api(page, "GET", "/api/tasks")).body as {
        id: number;
        actualMinutes?: number;
      }[];
      expect(listed.find((t) => t.id === made.body.id)?.actualMinutes).toBe(40);

      // A habit checked today counts in the review too.
      const day = await page.evaluate(() => new Date().toISOString().slice(0, 10));
      expect((await api(page, "PUT", `/api/habits/${habit.body.id}/checks/${day}`)).status).toBe(
        200,
      );

      await page.goto("/review");
      const estimates = page.getByTestId("review-estimates");
      await expect(estimates.getByRole("heading", { name: "Planned and spent" })).toBeVisible();
      await expect(estimates).toContainText(/: planned 30 m, spent 40 m/);
      await expect(page.getByTestId("review-habits")).toContainText(/: Run 1\/3 · 1 check/);
      await expect(page.getByTestId("review-week-words")).toContainText(
        "and checked your habits 1 time",
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.viewport.width,
      );
      await page.screenshot({
        path: `test-results/review-measured-${size.name}.png`,
        fullPage: true,
      });
    });
  });
}
