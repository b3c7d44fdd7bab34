import fs from "node:fs";
import { expect, login, newEmail, register, test, toasts } from "./helpers";

test("Export my data downloads a JSON file of the user's rows", async ({ page }) => {
  const { email } = await register(page, newEmail("export"));
  await page.goto("/settings");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^balance-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(data.user.email).toBe(email);
  expect(data.user.password).toBeUndefined();
  expect(data.tasks[0].description).toContain("Welcome");
  expect(data.settings.categoryPercentages.health).toBe(12.5);
});

test("change password: the new one signs in, the old one does not", async ({ page }) => {
  const { email, password } = await register(page, newEmail("chpw"));
  await page.goto("/settings");
  await page.getByLabel("Current Password").fill("wrong-one");
  await page.getByLabel("New Password", { exact: true }).fill("brand-new-1");
  await page.getByLabel("Confirm New Password").fill("brand-new-1");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Incorrect password")).toBeVisible();

  await page.getByLabel("Current Password").fill(password);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(toasts(page).getByText("Password changed", { exact: true })).toBeVisible();
  // Still signed in here.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  // As a person would: the sign-in page comes once the logout is done (leaving earlier cuts it off).
  await expect(page).toHaveURL(/\/auth$/);
  await login(page, email, password);
  await expect(toasts(page).getByText("Login failed", { exact: true })).toBeVisible();
  await login(page, email, "brand-new-1");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
});

test("Delete account asks for the password, signs out, and the e-mail can register again", async ({
  page,
}) => {
  const { email, password } = await register(page, newEmail("delete"));
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("This cannot be undone.", { exact: false })).toBeVisible();
  await dialog.getByLabel("Confirm with your password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByText("Incorrect password")).toBeVisible();

  await dialog.getByLabel("Confirm with your password").fill(password);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toasts(page).getByText("Account deleted", { exact: true })).toBeVisible();
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);

  await login(page, email, password);
  await expect(toasts(page).getByText("Login failed", { exact: true })).toBeVisible();
  await register(page, email, "another-pass");
  await expect(page.getByTestId("greeting")).toHaveText(`Hi, ${email.split("@")[0]}`);
});
