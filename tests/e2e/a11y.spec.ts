// Accessibility: axe on every page and every dialog; no serious or critical violations.
import {
  becomePremium,
  closeTour,
  expect,
  keyboardMoveDown,
  newEmail,
  register,
  settled,
  test,
} from "./helpers";
import { expectNoSeriousViolations } from "./axe";

test("sign-in screen and its legal dialog", async ({ page }) => {
  await page.goto("/auth");
  await expectNoSeriousViolations(page, "/auth login");
  await page.getByRole("tab", { name: "Register" }).click();
  await expectNoSeriousViolations(page, "/auth register");
  await page.getByRole("button", { name: "Terms of Service" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "legal dialog");
});

test("forgot password form and the reset page", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
  await expectNoSeriousViolations(page, "/auth forgot password");
  await page.goto("/auth/reset?token=abc");
  await expect(page.getByRole("button", { name: "Set new password" })).toBeVisible();
  await expectNoSeriousViolations(page, "/auth/reset");
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
  for (const path of [
    "/",
    "/notebook",
    "/insights",
    "/settings",
    "/subscribe",
    "/vision-board",
    "/affiliate",
  ]) {
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
  await page
    .getByRole("button", { name: /^Edit "/ })
    .first()
    .click();
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

test("a free user's dialogs: journal tasks, premium offers, delete entry, delete account", async ({
  page,
}) => {
  await register(page, newEmail("a11y-free"));
  await closeTour(page);
  const created = await page.request.post("/api/journals", {
    data: {
      title: "Weekend",
      content: "I want to call my sister and plan a hike.",
      category: "personal_growth",
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/notebook");
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Weekend" }) });

  await card.getByRole("button", { name: "Extract Tasks with AI" }).click();
  const premium = page.getByRole("dialog", { name: "Premium Feature" });
  await expect(premium).toBeVisible();
  await expectNoSeriousViolations(page, "journal premium dialog");
  await premium.getByRole("button", { name: "Cancel" }).click();

  await card.getByRole("button", { name: "Create Tasks Manually" }).click();
  const drafts = page.getByRole("dialog", { name: "Create Tasks" });
  await drafts.getByLabel("Task 1 description").fill("Call my sister");
  await expectNoSeriousViolations(page, "create tasks dialog");
  await drafts.getByRole("button", { name: "Save Tasks" }).click();
  const done = page.getByRole("dialog", { name: "Tasks Created" });
  await expect(done).toBeVisible();
  await expectNoSeriousViolations(page, "tasks created dialog");
  await done.getByRole("button", { name: "Stay Here" }).click();

  await card.getByRole("button", { name: "Delete entry" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoSeriousViolations(page, "delete entry confirmation");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  await page.goto("/vision-board");
  await page.getByRole("button", { name: "Create your first vision board" }).click();
  const create = page.getByRole("dialog", { name: "Create Vision Board" });
  await create.getByLabel("Title").fill("Someday");
  await create.getByLabel("Description").fill("A mountain cabin");
  await create.getByRole("button", { name: "Generate Image" }).click();
  await expect(page.getByRole("dialog", { name: "Premium Feature" })).toBeVisible();
  await expectNoSeriousViolations(page, "vision board premium dialog");

  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoSeriousViolations(page, "delete account dialog");
});

test("a premium user's dialogs: payment step, add item, delete board, cancel subscription", async ({
  page,
}) => {
  await register(page, newEmail("a11y-premium"));
  await closeTour(page);
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page.getByRole("form", { name: "Demo card payment" })).toBeVisible();
  await expectNoSeriousViolations(page, "payment step");
  await becomePremium(page);

  await page.goto("/vision-board");
  await page.getByRole("button", { name: "Create Vision Board" }).first().click();
  const create = page.getByRole("dialog", { name: "Create Vision Board" });
  await create.getByLabel("Title").fill("Calm");
  await create.getByLabel("Description").fill("A quiet lake at dawn");
  await create.getByRole("button", { name: "Generate Image" }).click();
  await expect(create.getByRole("img")).toHaveJSProperty("complete", true);
  await expectNoSeriousViolations(page, "create vision board dialog with an image");
  await create.getByRole("button", { name: "Create Vision Board" }).click();
  await expect(create).toBeHidden();

  await expectNoSeriousViolations(page, "vision board editor");
  await page.getByRole("button", { name: "Add Item" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add Item to Vision Board" })).toBeVisible();
  await expectNoSeriousViolations(page, "add item dialog");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Back to Gallery" }).click();
  const card = page.getByRole("article", { name: "Calm" });
  await card.hover();
  await card.getByRole("button", { name: "Delete Calm" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoSeriousViolations(page, "delete board confirmation");
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await expectNoSeriousViolations(page, "cancel subscription confirmation");
});

test("keyboard only: add, complete, reorder, edit and delete a task; write a journal entry", async ({
  page,
}) => {
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
  await keyboardMoveDown(page, 1);
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
  await settled(page); // the button is the server's HTML; it opens the dialog once hydrated
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
