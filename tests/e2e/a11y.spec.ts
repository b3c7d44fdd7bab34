// Accessibility: axe on every page and the main dialogs; no serious or critical violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { newEmail, register } from "./helpers";

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, `${what}: axe violations`).toEqual([]);
}

async function closeTour(page: Page) {
  const close = page.getByRole("button", { name: "Close tour" });
  if (await close.isVisible().catch(() => false)) await close.click();
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
