// Accessibility: axe on every page and the main dialogs; no serious or critical violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { closeTour, newEmail, register } from "./helpers";

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `${what}: axe violations`).toEqual([]);
}

test("sign-in screen and its legal dialog", async ({ page }) => {
  await page.goto("/auth");
  await expectNoSeriousViolations(page, "/auth login");
  await page.getByRole("tab", { name: "Register" }).click();
  await expectNoSeriousViolations(page, "/auth register");
  await page.getByRole("button", { name: "Terms of Service" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "legal dialog");
});

test("not-found page", async ({ page }) => {
  await page.goto("/definitely-missing");
  await expectNoSeriousViolations(page, "404");
});

test("every signed-in page, light and dark", async ({ page }) => {
  await register(page, newEmail("a11y"));
  await expect(page.getByRole("dialog", { name: "Welcome to Balance!" })).toBeVisible();
  await expectNoSeriousViolations(page, "dashboard with tour");
  await closeTour(page);
  for (const path of ["/", "/notebook", "/settings", "/subscribe", "/vision-board", "/affiliate"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousViolations(page, path);
  }
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  for (const path of ["/", "/settings"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectNoSeriousViolations(page, `${path} (dark)`);
  }
});

test("dashboard dialogs: edit task and delete confirmation", async ({ page }) => {
  await register(page, newEmail("a11y-dialogs"));
  await closeTour(page);
  await page.getByRole("button", { name: /^Edit "/ }).first().click();
  await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
  await expect(page.getByLabel("Task Description")).not.toHaveValue("");
  await expectNoSeriousViolations(page, "edit task dialog");
  await page.getByRole("button", { name: "Delete" }).click();
  await expectNoSeriousViolations(page, "delete confirmation");
});

test("phone side menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, newEmail("a11y-phone"));
  await closeTour(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "side menu");
});

test("journal and vision-board dialogs", async ({ page }) => {
  await register(page, newEmail("a11y-more"));
  await closeTour(page);
  await page.goto("/notebook");
  await page.getByRole("button", { name: "New Entry" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "new journal entry dialog");
  await page.keyboard.press("Escape");
  await page.goto("/vision-board");
  await page.getByRole("button", { name: "Create Vision Board" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "create vision board dialog");
});

test("keyboard only: add, complete, reorder, edit and delete a task; write a journal entry", async ({ page }) => {
  await register(page, newEmail("keys"));
  await closeTour(page);
  const rows = page.getByTestId("task-row");

  // Add two tasks with Enter.
  await page.getByLabel("New Task").focus();
  await page.keyboard.type("Stretch for ten minutes");
  await page.keyboard.press("Enter");
  await expect(rows.filter({ hasText: "Stretch for ten minutes" })).toBeVisible();
  await page.getByLabel("New Task").focus();
  await page.keyboard.type("Plan a picnic with friends");
  await page.keyboard.press("Enter");
  await expect(rows.first()).toContainText("Plan a picnic with friends");

  // Reorder: space lifts, arrow moves, space drops (focus on the handle loads drag and drop).
  await page.getByLabel("Reorder Plan a picnic with friends").focus();
  await expect(page.locator("ul[data-drag-ready]")).toBeVisible();
  await expect(page.getByLabel("Reorder Plan a picnic with friends")).toBeFocused();
  await page.keyboard.press("Space");
  await page.waitForTimeout(200);
  await page.keyboard.press("ArrowDown");
  await page.waitForTimeout(300);
  await page.keyboard.press("Space");
  await expect(rows.nth(1)).toContainText("Plan a picnic with friends");

  // Complete with Space on the checkbox.
  await page.getByRole("checkbox", { name: 'Complete "Stretch for ten minutes"' }).focus();
  await page.keyboard.press("Space");
  await expect(rows.filter({ hasText: "Stretch for ten minutes" })).toHaveCount(0);

  // Edit with Enter on the edit button, save with Enter in the field.
  await page.getByRole("button", { name: 'Edit "Plan a picnic with friends"' }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  await dialog.getByLabel("Task Description").focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" on Sunday");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(rows.filter({ hasText: "Plan a picnic with friends on Sunday" })).toBeVisible();

  // Delete: open, Tab to Delete, confirm.
  await page.getByRole("button", { name: 'Edit "Plan a picnic with friends on Sunday"' }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(rows.filter({ hasText: "Plan a picnic" })).toHaveCount(0);

  // Journal entry by keyboard.
  await page.goto("/notebook");
  await page.getByRole("button", { name: "New Entry" }).focus();
  await page.keyboard.press("Enter");
  const entry = page.getByRole("dialog");
  await entry.getByLabel("Title").focus();
  await page.keyboard.type("Keyboard day");
  await entry.getByLabel("Content").focus();
  await page.keyboard.type("Written without a mouse.");
  await entry.getByRole("button", { name: "Save Entry" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Written without a mouse.")).toBeVisible();
});

test("focus is visible on keyboard navigation", async ({ page }) => {
  await page.goto("/auth");
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle, shadow: s.boxShadow };
  });
  expect(outline.outline !== "none" || outline.shadow !== "none").toBe(true);
});
