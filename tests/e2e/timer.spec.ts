// Issue 46 in Chromium, at desktop and phone size: start the focus timer on a task (the row's menu
// on a desktop, the edit dialog on a phone), see it in the header and the tab title, reload (the
// server holds the start), stop it, and see time really spent on the task's row and in the wheel.
import type { Page } from "@playwright/test";
import { api, closeTour, expect, newEmail, register, test, toasts } from "./helpers";

const taskRows = (page: Page) => page.getByTestId("task-row");

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`focus timer at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("start on a task, survive a reload, stop, see the time spent", async ({ page }) => {
      await register(page, newEmail(`timer-${size.name}`));
      await closeTour(page);
      const made = await api(page, "POST", "/api/tasks", {
        description: "Write the report",
        category: "business_career",
      });
      expect(made.status).toBe(201);
      await page.reload();
      const row = taskRows(page).filter({ hasText: "Write the report" });

      if (size.name === "desktop") {
        await row.hover();
        await expect(page.locator("ul[data-drag-ready]")).toBeVisible();
        await row.getByRole("button", { name: 'More actions for "Write the report"' }).click();
        await page.getByRole("menuitem", { name: "Start timer" }).click();
      } else {
        // A phone's row has no Edit button (issue 47 item 8): a tap on the words edits.
        await row.locator("[data-row-main]").click();
        await page.getByRole("dialog").getByRole("button", { name: "Start timer" }).click();
      }
      await expect(toasts(page).getByText("Timer started: Write the report")).toBeVisible();
      const clock = page.getByTestId("header-timer");
      await expect(clock).toBeVisible();
      await expect(clock.getByRole("timer")).toHaveText(/^00:0\d$/);
      await expect(page).toHaveTitle(/^⏱ 00:0\d · /);
      // The clock fits in the header: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.viewport.width,
      );

      // The server holds the start: after a reload the clock carries on, it does not restart.
      const before = (await api(page, "GET", "/api/timer")).body as { startedAt: string };
      // Two seconds on the clock; after the reload it must not start again from 00:00.
      await expect(clock.getByRole("timer")).toHaveText(/^00:(0[2-9]|1\d)$/);
      await page.reload();
      await expect(clock.getByRole("timer")).toHaveText(/^00:(0[2-9]|1\d)$/);
      expect((await api(page, "GET", "/api/timer")).body).toMatchObject({
        startedAt: before.startedAt,
      });

      await clock.getByRole("button", { name: "Stop timer" }).click();
      await expect(toasts(page).getByText("Timer stopped", { exact: true })).toBeVisible();
      await expect(toasts(page).getByText("Recorded 0 min.")).toBeVisible();
      await expect(clock).toBeHidden();
      await expect(page).not.toHaveTitle(/⏱/);
      expect((await api(page, "GET", "/api/timer")).status).toBe(204);

      // Time added by hand counts too: the row says how much was really spent.
      const taskId = (made.body as { id: number }).id;
      const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
      const manual = await api(page, "POST", "/api/time-entries", {
        taskId,
        date: today,
        minutes: 40,
      });
      expect(manual.status).toBe(201);
      await page.reload();
      await expect(row.getByTestId("task-spent")).toHaveText("40 m spent");
      // "Balance by time" weighs it by the 40 minutes and says how much was measured.
      await expect(page.getByTestId("wheel-active-basis")).toHaveText(/ · \d+% measured$/);
    });
  });
}
