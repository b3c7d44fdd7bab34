// Issue 47, item 3: the row's "…" menu and its Reschedule button open on the FIRST click after a
// page load. Pointing at the list asks for the drag-and-drop list, which replaced every row right
// after the click and lost the menu that click had opened.
import type { Page, Route } from "@playwright/test";
import { closeTour, expect, newEmail, register, settled, test } from "./helpers";

async function addTask(page: Page, text: string) {
  await page.getByLabel("New Task").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("task-row").filter({ hasText: text })).toBeVisible();
}

/** A fresh page: loaded and idle, neither the menus' code nor the drag-and-drop list fetched yet. */
async function freshPage(page: Page) {
  await page.reload();
  await expect(page.getByTestId("task-row").first()).toBeVisible();
  await settled(page);
  await expect(page.locator("ul[data-drag-ready]")).toHaveCount(0);
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the first click on '…' and on Reschedule after a page load opens the menu", async ({
    page,
  }) => {
    await register(page, newEmail("firstclick"));
    await closeTour(page);
    await addTask(page, "Water the fern");

    await freshPage(page);
    await page.getByRole("button", { name: 'More actions for "Water the fern"' }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeVisible();
    // It stays open once the drag-and-drop list has replaced the rows.
    await expect(page.locator("ul[data-drag-ready]")).not.toHaveCount(0);
    await settled(page);
    await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);

    await freshPage(page);
    await page.getByRole("button", { name: 'Reschedule "Water the fern"' }).click();
    await expect(page.getByRole("menuitem", { name: "Tomorrow" })).toBeVisible();
    await settled(page);
    await expect(page.getByRole("menuitem", { name: "Tomorrow" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Tomorrow" }).click();
    await expect(
      page.getByTestId("task-row").filter({ hasText: "Water the fern" }).getByTestId("due-chip"),
    ).toHaveText("Tomorrow");
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // A phone's row has one action, the "…" menu, with Reschedule in it (issue 47 item 8).
  test("the first tap on '…' after a page load opens the menu, Reschedule included", async ({
    page,
  }) => {
    await register(page, newEmail("firsttap"));
    await closeTour(page);
    await addTask(page, "Call the vet");

    await freshPage(page);
    await page.getByRole("button", { name: 'More actions for "Call the vet"' }).tap();
    await expect(page.getByRole("menuitem", { name: "Reschedule" })).toBeVisible();
    await settled(page);
    await expect(page.getByRole("menuitem", { name: "Reschedule" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Reschedule" }).tap();
    await page.getByRole("menuitem", { name: "Tomorrow" }).tap();
    await expect(
      page.getByTestId("task-row").filter({ hasText: "Call the vet" }).getByTestId("due-chip"),
    ).toHaveText("Tomorrow");
  });
});

test.describe("before the scripts", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  // The service worker would serve the page's scripts from its cache, past the held routes.
  test.use({ serviceWorkers: "block" });

  // first-paint.md: React keeps a field's text while it hydrates, but the field's state started
  // empty, so Add found nothing ("at least 3 characters") and the words were wiped.
  test("words typed into the new-task field before hydration are the ones added", async ({
    page,
  }) => {
    await register(page, newEmail("typedearly"));
    await closeTour(page);

    const held: Route[] = [];
    let holding = true;
    await page.route("**/_next/static/**/*.js", (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    await page.goto("/", { waitUntil: "commit" });
    await page.getByLabel("New Task").fill("Buy oat milk");
    expect(await page.evaluate(() => "next" in window)).toBe(false);

    holding = false;
    for (const route of held) await route.continue();
    await page.waitForFunction(() => "next" in window);
    await settled(page);
    await expect(page.getByLabel("New Task")).toHaveValue("Buy oat milk");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByTestId("task-row").filter({ hasText: "Buy oat milk" })).toBeVisible();
  });
});
