// Task rows. On a phone a row gives its words the row's width: the actions (reschedule, star, edit)
// wrap onto a line of their own below them. Beside three 44 px targets the words had ~50 px and
// broke mid-word ("screensh-ot"). On a desktop the actions stay beside the words. Their icons are
// <use> copies of one sprite (components/ui/icon-sprite.tsx).
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, test } from "./helpers";

const TEXT = "Take a screenshot of the quarterly report for the accountant";

async function addAndMeasure(page: Page) {
  await page.getByLabel("New Task").fill(TEXT);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const row = page.getByTestId("task-row").filter({ hasText: TEXT });
  await expect(row).toBeVisible();
  const words = row.locator("[data-row-main]");
  const star = row.getByRole("button", { name: "Mark as important" });
  const checkbox = row.getByRole("checkbox");
  const [rowBox, wordsBox, starBox, checkboxBox] = await Promise.all([
    row.boundingBox(),
    words.boundingBox(),
    star.boundingBox(),
    checkbox.boundingBox(),
  ]);
  return { rowBox: rowBox!, wordsBox: wordsBox!, starBox: starBox!, checkboxBox: checkboxBox! };
}

for (const width of [390, 320]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });

    test("the words take most of the row and the actions sit below them", async ({ page }) => {
      await register(page, newEmail("phone-row"));
      await closeTour(page);
      const { rowBox, wordsBox, starBox, checkboxBox } = await addAndMeasure(page);
      expect(wordsBox.width).toBeGreaterThan(rowBox.width * 0.55);
      // The words start on the checkbox's line (not on a line of their own below it).
      expect(wordsBox.y).toBeLessThan(checkboxBox.y + checkboxBox.height);
      expect(starBox.y).toBeGreaterThanOrEqual(wordsBox.y + wordsBox.height);
      expect(starBox.x + starBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    });
  });
}

test("on a desktop the actions stay beside the words", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await register(page, newEmail("desktop-row"));
  await closeTour(page);
  const { wordsBox, starBox } = await addAndMeasure(page);
  expect(starBox.y).toBeLessThan(wordsBox.y + wordsBox.height);
  expect(starBox.x).toBeGreaterThan(wordsBox.x + wordsBox.width);
});

test("the rows' icons are drawn from one sprite, each symbol once, each copy visible", async ({
  page,
}) => {
  await register(page, newEmail("row-sprite"));
  await closeTour(page);
  await addAndMeasure(page);
  const icons = await page.evaluate(() => {
    const uses = [...document.querySelectorAll<SVGUseElement>("[data-testid=task-row] svg use")];
    return {
      copies: uses.length,
      missing: uses.filter((u) => !document.querySelector(u.getAttribute("href")!)).length,
      empty: uses.filter((u) => u.getBoundingClientRect().width === 0 && u.checkVisibility())
        .length,
      duplicateIds: [...document.querySelectorAll("symbol[id]")].filter(
        (s) => document.querySelectorAll(`[id="${s.id}"]`).length > 1,
      ).length,
    };
  });
  // Two rows (the welcome task and the new one), four icons each.
  expect(icons).toEqual({ copies: 8, missing: 0, empty: 0, duplicateIds: 0 });
});
