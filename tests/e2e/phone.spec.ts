// Phone-sized screens: nothing wider than the screen at 320 px, and controls big enough to tap.
import type { Locator, Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, test } from "./helpers";

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

const MAIN_SCREENS = [
  { path: "/", heading: "Dashboard" },
  { path: "/notebook", heading: "My Journal" },
  { path: "/insights", heading: "Insights" },
  { path: "/vision-board", heading: "Vision Boards" },
  { path: "/affiliate", heading: "Affiliate Program" },
  { path: "/settings", heading: "Settings" },
  { path: "/subscribe", heading: "Subscription" },
];

/** Elements whose box reaches past the right edge of the screen (hidden ones and screen-reader text aside). */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (
        style.visibility === "hidden" ||
        style.position === "fixed" ||
        el.closest(".sr-only, [aria-hidden='true']")
      )
        continue;
      if (rect.right > width + 1 || rect.left < -1)
        out.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(rect.left)}..${Math.round(rect.right)})`,
        );
    }
    return out;
  });
}

async function tapSize(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the control is on screen").not.toBeNull();
  return { width: Math.round(box!.width), height: Math.round(box!.height) };
}

test("no screen scrolls sideways at 320 px", async ({ page }) => {
  await register(page, newEmail("phone-320"));
  await closeTour(page);
  for (const screen of MAIN_SCREENS) {
    await page.goto(screen.path);
    await expect(
      page.getByRole("heading", { name: screen.heading, level: 1 }).first(),
    ).toBeVisible();
    expect(await overflowing(page), `${screen.path} at 320 px`).toEqual([]);
    const scrolled = await page.evaluate(() => {
      window.scrollTo(500, window.scrollY);
      return window.scrollX;
    });
    expect(scrolled, `${screen.path} scrolls sideways`).toBe(0);
  }
});

test("the main controls are at least 44 px to tap, and the task list scrolls with the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, newEmail("phone-390"));
  await closeTour(page);
  const controls = [
    page.getByLabel("New Task"),
    page.getByRole("button", { name: "Add", exact: true }),
    page.getByRole("button", { name: "Set date and repeat" }),
    page.getByRole("button", { name: "Open menu" }),
    page.getByRole("link", { name: "Vision Board" }),
    // A phone's row has one action, the "…" menu (issue 47 item 8).
    page.getByRole("button", { name: /More actions for "Welcome/ }),
  ];
  for (const control of controls) {
    const { width, height } = await tapSize(control);
    expect(height, `${control} height`).toBeGreaterThanOrEqual(44);
    expect(width, `${control} width`).toBeGreaterThanOrEqual(44);
  }
  // The list is part of the page: no box that scrolls on its own inside it.
  const nested = await page
    .getByTestId("task-row")
    .first()
    .evaluate((row) => {
      for (let el = row.parentElement; el && el !== document.body; el = el.parentElement) {
        const overflowY = getComputedStyle(el).overflowY;
        if (overflowY === "auto" || overflowY === "scroll") return el.className;
      }
      return null;
    });
  expect(nested).toBeNull();
});
