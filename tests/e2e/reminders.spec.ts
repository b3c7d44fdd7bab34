// Daily reminders in Settings: opt in, pick the hour, saved and kept.
import { expect, register, test, toasts, closeTour } from "./helpers";

test("turn on the daily reminder at 07:00, and it is kept", async ({ page }) => {
  await register(page);
  await closeTour(page);
  await page.goto("/settings");
  const hour = page.getByLabel(/^At \(/);
  await expect(hour).toBeDisabled();
  await page.getByLabel("E-mail me my tasks every day").check();
  await hour.selectOption("7");
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH",
  );
  await page.getByRole("button", { name: "Save reminders" }).click();
  expect((await saved).status()).toBe(200);
  await expect(toasts(page).getByText("Reminders on", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("E-mail me my tasks every day")).toBeChecked();
  await expect(page.getByLabel(/^At \(/)).toHaveValue("7");
  await expect(page.getByRole("button", { name: "Save reminders" })).toBeDisabled();
});
