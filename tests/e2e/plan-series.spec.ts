// Issue 47, item 1: Plan today over a daily task sets that day's time only; the next occurrence
// keeps the series' time. A task brought in from tomorrow is named in the toast, and Undo puts it back.
import type { Page } from "@playwright/test";
import { addDays } from "../../lib/time/days";
import { closeTour, expect, newEmail, register, test, toasts } from "./helpers";

type Task = {
  id: number;
  description: string;
  dueDate: string | null;
  dueTime: string | null;
  completed: boolean;
};

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
const tasks = (page: Page) =>
  page.evaluate(async () => (await fetch("/api/tasks")).json()) as Promise<Task[]>;
const find = async (page: Page, description: string) =>
  (await tasks(page)).filter((t) => t.description === description && !t.completed);

async function planToday(page: Page, from: string, wanted: string[]) {
  await page.getByRole("button", { name: "Plan today" }).click();
  const dialog = page.getByRole("dialog", { name: "Plan today" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("From", { exact: true }).fill(from);
  await dialog.getByLabel("Time you have (minutes)").fill("120");
  // The new proposal replaces the list when it arrives: held back here, the list says it is busy.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/plans/propose", async (r) => (await held, r.continue()), { times: 1 });
  const again = dialog.getByRole("button", { name: "Propose again" });
  await again.click();
  // The list, or its empty state when the first proposal (planned from the clock's time) had
  // nothing: which one depends on the hour the test runs at.
  const list = dialog.getByTestId("plan-items").or(dialog.getByTestId("plan-empty"));
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(again).toBeDisabled();
  release();
  // Edits wait for it: an item counted on the old list and clicked on the new one would be waited
  // for until the timeout (a CI run did).
  await expect(again).toBeEnabled();
  await expect(list).not.toHaveAttribute("aria-busy");
  const items = dialog.getByTestId("plan-item");
  await expect(items.first()).toBeVisible();
  // Exactly the wanted tasks (the Welcome task and others out), in this order.
  const others = items.filter({ hasNotText: new RegExp(wanted.join("|")) });
  while ((await others.count()) > 0)
    await others
      .first()
      .getByRole("button", { name: /^Remove ".*" from the plan$/ })
      .click();
  for (const w of wanted) {
    if ((await items.filter({ hasText: w }).count()) === 0) {
      await dialog.getByRole("combobox", { name: "Add a task" }).fill(w);
      await dialog.getByRole("option", { name: new RegExp(w) }).click();
    }
  }
  while (!(await items.first().textContent())?.includes(wanted[0]!))
    await dialog.getByRole("button", { name: `Move "${wanted[0]}" earlier` }).click();
  await expect(items.first().getByTestId("plan-item-start")).toHaveText(from);
  await dialog.getByRole("button", { name: "Start my day" }).click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: { width: 1280, height: 800 } });

test("a plan sets one occurrence's time; the next keeps the series'; a task from tomorrow is named and Undo restores it", async ({
  page,
}) => {
  await register(page, newEmail("plan-series"));
  await closeTour(page);
  const today = await page.evaluate(async () => {
    const { timeZone } = (await (await fetch("/api/settings")).json()) as { timeZone: string };
    return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  });
  const tomorrow = addDays(today, 1);
  await apiTask(page, {
    description: "Stretch",
    dueDate: today,
    dueTime: "08:00",
    recurrence: "FREQ=DAILY",
    estimateMinutes: 20,
  });
  await apiTask(page, {
    description: "Book the garage",
    dueDate: tomorrow,
    dueTime: "11:00",
    estimateMinutes: 30,
  });
  await page.reload();

  // Both planned from 16:20: the toast names the task that came from tomorrow, Undo puts it back.
  await planToday(page, "16:20", ["Stretch", "Book the garage"]);
  const toast = toasts(page).filter({ hasText: "Your day is planned" });
  await expect(toast).toContainText("Moved to today: “Book the garage” (was Tomorrow).");
  expect(await find(page, "Book the garage")).toMatchObject([{ dueDate: today, dueTime: "16:40" }]);
  expect(await find(page, "Stretch")).toMatchObject([{ dueDate: today, dueTime: "16:20" }]);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).getByText("Plan undone", { exact: true })).toBeVisible();
  expect(await find(page, "Book the garage")).toMatchObject([
    { dueDate: tomorrow, dueTime: "11:00" },
  ]);
  expect(await find(page, "Stretch")).toMatchObject([{ dueDate: today, dueTime: "08:00" }]);

  // The daily task alone at 16:20, then ticked: the next one is tomorrow at the series' 08:00.
  await planToday(page, "16:20", ["Stretch"]);
  const row = page.getByTestId("task-row").filter({ hasText: "Stretch" });
  await expect(row.getByTestId("due-chip")).toHaveText(/Today 16:20/);
  await row.getByRole("checkbox", { name: 'Complete "Stretch"' }).click();
  await expect(row.getByTestId("due-chip")).toHaveText(/Tomorrow 08:00/);
  expect(await find(page, "Stretch")).toMatchObject([{ dueDate: tomorrow, dueTime: "08:00" }]);
});
