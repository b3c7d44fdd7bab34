// Issue 27 in Chromium, at desktop and phone size: a duration typed in quick add, the wheels in
// time (and back to counts), planning the day, and moving overdue tasks to today with Undo.
import type { Locator, Page } from "@playwright/test";
import {
  closeTour,
  expect,
  newEmail,
  openPlanToday,
  register,
  settled,
  test,
  toasts,
} from "./helpers";

const taskRows = (page: Page) => page.getByTestId("task-row");

/** Creates a task through the API from the page (same origin, the session cookie). */
async function apiTask(page: Page, body: Record<string, unknown>) {
  const status = await page.evaluate(async (b) => {
    const res = await fetch("/api/tasks", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ category: "health", ...b }),
    });
    return res.status;
  }, body);
  expect(status).toBe(201);
}

/**
 * How much narrower a field is than the width its value needs, in CSS pixels (0 when it fits).
 * The browser's own measure: a hidden copy of the field with its width left to its content. Too
 * narrow, a time field scrolls its value ("|9:00 AM" on a phone's larger text, until 2026-12-02).
 */
async function narrowerThanItsValue(field: Locator): Promise<number> {
  return field.evaluate((el: HTMLInputElement) => {
    const copy = el.cloneNode() as HTMLInputElement;
    copy.value = el.value;
    Object.assign(copy.style, { width: "auto", position: "absolute", visibility: "hidden" });
    copy.removeAttribute("id");
    el.after(copy);
    const needs = copy.getBoundingClientRect().width;
    copy.remove();
    return Math.max(0, Math.round(needs - el.getBoundingClientRect().width));
  });
}

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => (await fetch(u)).json(), url) as Promise<T>;
}

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`time at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("typing 'Run 5k 45m' shows the chip, saves the estimate and the wheel reads time; Count switches back", async ({
      page,
    }) => {
      await register(page, newEmail(`time-${size.name}`));
      await closeTour(page);
      const field = page.getByLabel("New Task");
      await field.fill("Run 5k 45m");
      await expect(page.getByTestId("new-task-estimate-chip")).toHaveText(/~45 min/);
      await expect(page.getByText("Adds “Run 5k”")).toBeVisible();
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(
        taskRows(page)
          .filter({ hasText: /^Run 5k/ })
          .first(),
      ).toBeVisible();
      await expect(taskRows(page).filter({ hasText: "Run 5k 45m" })).toHaveCount(0);

      // The welcome task counts in no figure (issue 47): the 45 minutes alone.
      await expect(page.getByTestId("wheel-active-basis")).toHaveText(
        "Based on 45 m across 1 active task",
      );
      await expect(page.getByTestId("legend-active-health")).toContainText("45 m ·");

      // A removed chip leaves the words in the task.
      await field.fill("Yoga 1h");
      await page.getByRole("button", { name: "Remove estimate" }).click();
      await expect(page.getByTestId("new-task-estimate-chip")).toHaveCount(0);
      await expect(page.getByTestId("new-task-date-chip")).toHaveCount(0);
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(taskRows(page).filter({ hasText: "Yoga 1h" })).toBeVisible();

      await page.getByRole("radio", { name: "Count" }).click();
      await expect(page.getByTestId("wheel-active-basis")).toHaveText("Based on 2 active tasks");
      await page.reload();
      await expect(page.getByRole("radio", { name: "Count" })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await expect(page.getByTestId("wheel-active-basis")).toHaveText("Based on 2 active tasks");
    });

    test("plan today: propose, reorder, save, and see the timeline and the dates", async ({
      page,
    }) => {
      await register(page, newEmail(`plan-${size.name}`));
      await closeTour(page);
      const today = await page.evaluate(async () => {
        const res = await fetch("/api/settings");
        const { timeZone } = (await res.json()) as { timeZone: string };
        return new Intl.DateTimeFormat("en-CA", {
          timeZone,
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
        }).format(new Date());
      });
      await apiTask(page, {
        description: "Write the report",
        category: "business_career",
        estimateMinutes: 60,
        dueDate: today,
      });
      await apiTask(page, {
        description: "Call the bank",
        category: "finances",
        estimateMinutes: 15,
      });
      await page.reload();

      const dialog = await openPlanToday(page, size.name === "phone");
      const from = dialog.getByLabel("From", { exact: true });
      await from.fill("09:00");
      await dialog.getByLabel("Time you have (minutes)").fill("120");
      // The whole time shows, from its first digit, at a phone's larger text too.
      expect(await narrowerThanItsValue(from)).toBe(0);
      const again = dialog.getByRole("button", { name: "Propose again" });
      await again.click();
      // Edits go to the new proposal, not to the list it replaces when it arrives.
      await expect(again).toBeEnabled();
      const items = dialog.getByTestId("plan-item");
      await expect(items.first()).toContainText("Write the report");
      await expect(items.first()).toContainText("due today");
      await expect(items.filter({ hasText: "Call the bank" })).toBeVisible();
      await expect(dialog.getByTestId("plan-total")).toContainText("of 2 h");
      await expect(dialog.getByTestId("plan-wheel")).toBeVisible();

      // Take one out, then add it back from the picker of open tasks (searched by its words).
      await dialog.getByRole("button", { name: 'Remove "Call the bank" from the plan' }).click();
      await expect(items.filter({ hasText: "Call the bank" })).toHaveCount(0);
      await dialog.getByRole("combobox", { name: "Add a task" }).fill("bank");
      await dialog.getByRole("option", { name: /Call the bank/ }).click();
      await expect(items.last()).toContainText("Call the bank");
      await expect(items.last()).toContainText("added");
      await expect(dialog.getByRole("option", { name: /Call the bank/ })).toHaveCount(0);

      // Reorder by keyboard: Call the bank to the top; the times follow.
      while (!(await items.first().textContent())?.includes("Call the bank")) {
        await dialog.getByRole("button", { name: 'Move "Call the bank" earlier' }).click();
      }
      await expect(items.first().getByTestId("plan-item-start")).toHaveText("09:00");
      await expect(items.nth(1).getByTestId("plan-item-start")).toHaveText("09:15");
      await dialog.getByRole("button", { name: "Start my day" }).click();
      await expect(toasts(page).getByText("Your day is planned", { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByRole("radio", { name: "Today" }).click();
      const timeline = page.getByTestId("today-timeline");
      await expect(timeline).toBeVisible();
      await expect(timeline.getByTestId("timeline-item").first()).toContainText("09:00–09:15");
      await expect(timeline.getByTestId("timeline-item").first()).toContainText("Call the bank");
      const tasks = await apiGet<
        { description: string; dueDate: string | null; dueTime: string | null }[]
      >(page, "/api/tasks");
      expect(tasks.find((t) => t.description === "Call the bank")).toMatchObject({
        dueDate: today,
        dueTime: "09:00",
      });
      expect(tasks.find((t) => t.description === "Write the report")).toMatchObject({
        dueDate: today,
        dueTime: "09:15",
      });
    });

    test("move all overdue tasks to today in one tap, and Undo puts the old dates back", async ({
      page,
    }) => {
      await register(page, newEmail(`overdue-${size.name}`));
      await closeTour(page);
      await apiTask(page, { description: "Renew the insurance", dueDate: "2020-01-06" });
      await apiTask(page, {
        description: "Return the library book",
        dueDate: "2020-02-03",
        dueTime: "10:00",
      });
      await page.reload();
      const group = page.getByTestId("overdue-group");
      await expect(group.getByTestId("task-row")).toHaveCount(2);
      // The page paints before its scripts run (first-paint.md): a button is live once they have.
      await settled(page);
      await group.getByRole("button", { name: "Move all to today" }).click();
      await expect(group).toHaveCount(0);
      await expect(toasts(page).getByText("Moved to today", { exact: true })).toBeVisible();
      await toasts(page).getByRole("button", { name: "Undo" }).click();
      await expect(toasts(page).getByText("Tasks moved back", { exact: true })).toBeVisible();
      await expect(page.getByTestId("overdue-group").getByTestId("task-row")).toHaveCount(2);
      const tasks = await apiGet<
        { description: string; dueDate: string | null; dueTime: string | null }[]
      >(page, "/api/tasks");
      expect(tasks.find((t) => t.description === "Return the library book")).toMatchObject({
        dueDate: "2020-02-03",
        dueTime: "10:00",
      });

      // The row's quick menu: Tomorrow. A phone's row has one button, "…", with Reschedule in it.
      const row = taskRows(page).filter({ hasText: "Renew the insurance" });
      if (size.name === "phone") {
        await row.getByRole("button", { name: 'More actions for "Renew the insurance"' }).click();
        await page.getByRole("menuitem", { name: "Reschedule" }).click();
      } else {
        await row.getByRole("button", { name: 'Reschedule "Renew the insurance"' }).click();
      }
      await page.getByRole("menuitem", { name: "Tomorrow" }).click();
      await expect(toasts(page).getByText(/^Moved to /)).toBeVisible();
      await expect(page.getByTestId("overdue-group").getByTestId("task-row")).toHaveCount(1);
    });
  });
}
