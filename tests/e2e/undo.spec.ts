import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, test, toasts } from "./helpers";

const taskRows = (page: Page) => page.getByTestId("task-row");

async function addTask(page: Page, text: string) {
  await page.getByLabel("New Task").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(taskRows(page).filter({ hasText: text })).toBeVisible();
}

const rowTexts = async (page: Page) =>
  (await taskRows(page).allInnerTexts()).map((t) => t.split("\n")[0]);

test("a deleted task comes back with Undo, in its old place, and stays after a reload", async ({
  page,
}) => {
  await register(page, newEmail("undo-delete"));
  await closeTour(page);
  await addTask(page, "Pay the electricity bill");
  await addTask(page, "Water the ferns");
  await addTask(page, "Walk in the park");
  const before = await rowTexts(page);
  expect(before.slice(0, 3)).toEqual([
    "Walk in the park",
    "Water the ferns",
    "Pay the electricity bill",
  ]);

  const middle = taskRows(page).filter({ hasText: "Water the ferns" });
  await middle.getByRole("button", { name: "Water the ferns", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Task deleted", { exact: true })).toBeVisible();
  await expect(taskRows(page).filter({ hasText: "Water the ferns" })).toHaveCount(0);

  const restore = page.waitForResponse(
    (r) => r.url().includes("/restore") && r.request().method() === "POST",
  );
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  expect((await restore).status()).toBe(200);
  await expect(toasts(page).getByText("Task restored", { exact: true })).toBeVisible();
  await expect.poll(() => rowTexts(page)).toEqual(before);

  await page.reload();
  await expect.poll(() => rowTexts(page)).toEqual(before);
});

test("a task ticked by mistake is reopened with Undo", async ({ page }) => {
  await register(page, newEmail("undo-tick"));
  await closeTour(page);
  await addTask(page, "Renew the passport");
  await taskRows(page).filter({ hasText: "Renew the passport" }).getByRole("checkbox").click();
  await expect(toasts(page).getByText("Task completed", { exact: true })).toBeVisible();
  await expect(taskRows(page).filter({ hasText: "Renew the passport" })).toHaveCount(0);

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).getByText("Task reopened", { exact: true })).toBeVisible();
  const row = taskRows(page).filter({ hasText: "Renew the passport" });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("checkbox")).not.toBeChecked();
});

test("a deleted journal entry comes back with Undo", async ({ page }) => {
  await register(page, newEmail("undo-journal"));
  await page.goto("/notebook");
  await page.getByRole("button", { name: "New Entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New Journal Entry" });
  await dialog.getByLabel("Title").fill("Morning pages");
  await dialog.getByLabel("Content").fill("Slept well, felt calm.");
  await dialog.getByRole("button", { name: "Save Entry" }).click();
  await expect(dialog).toBeHidden();
  const entry = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Morning pages" }) });
  await entry.getByRole("button", { name: "Delete entry" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Journal entry deleted", { exact: true })).toBeVisible();
  await expect(entry).toHaveCount(0);

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).getByText("Journal entry restored", { exact: true })).toBeVisible();
  await expect(entry).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Morning pages" })).toBeVisible();
});
