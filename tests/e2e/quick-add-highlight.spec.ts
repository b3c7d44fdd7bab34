// Quick add shows the words it took inside the field (issue 31, item 2), at the phone size where
// the field was too narrow to show them, and a click on them takes that reading back.
import { closeTour, expect, newEmail, register, test } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the date and estimate words are tinted in a full-width field, and tapping one removes it", async ({
  page,
}) => {
  await register(page, newEmail("highlight"));
  await closeTour(page);
  const field = page.getByLabel("New Task");
  // Phones: the field has its own line, the whole width of its card, and the hint is shown.
  const form = page.locator("form[data-tour='add-task']");
  const fieldBox = (await field.boundingBox())!;
  const formBox = (await form.boundingBox())!;
  expect(fieldBox.width).toBeGreaterThanOrEqual(formBox.width - 1);
  await expect(page.locator("#new-task-hint")).toContainText("every Monday");
  await expect(page.locator("#new-task-hint")).toBeVisible();

  await field.fill("Call mom tomorrow at 5pm for 30 min");
  const highlights = page.getByTestId("new-task-highlights");
  const date = highlights.locator("mark[data-reading='date']");
  const estimate = highlights.locator("mark[data-reading='estimate']");
  await expect(date).toHaveText("tomorrow at 5pm");
  await expect(estimate).toHaveText("for 30 min");
  await expect(page.getByTestId("new-task-date-chip")).toBeVisible();
  // The tint sits under the field's own words: the mark's box lies inside the field.
  const mark = (await date.boundingBox())!;
  expect(mark.x).toBeGreaterThanOrEqual(fieldBox.x);
  expect(mark.x + mark.width).toBeLessThanOrEqual(fieldBox.x + fieldBox.width);

  // A tap on the tinted date drops the date reading; the words stay, the estimate stays.
  await page.touchscreen.tap(mark.x + mark.width / 2, mark.y + mark.height / 2);
  await expect(page.getByTestId("new-task-date-chip")).toHaveCount(0);
  await expect(date).toHaveCount(0);
  await expect(estimate).toHaveText("for 30 min");
  await expect(field).toHaveValue("Call mom tomorrow at 5pm for 30 min");
  await expect(field).toBeFocused();

  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(
    page.getByTestId("task-row").filter({ hasText: "Call mom tomorrow at 5pm" }),
  ).toBeVisible();
});
