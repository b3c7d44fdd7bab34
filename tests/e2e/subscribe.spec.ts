import type { Page } from "@playwright/test";
import { expect, register, test, toasts } from "./helpers";

async function payWithDemoCard(page: Page, cardNumber = "4242 4242 4242 4242") {
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page.getByText("Demo mode", { exact: true })).toBeVisible();
  await expect(page.getByTestId("amount-notice")).toContainText("$5.00");
  await page.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $5.00" }).click();
}

test("the demo upgrade unlocks the premium features: category names can be renamed", async ({
  page,
}) => {
  await register(page);
  await page.goto("/settings");
  await expect(
    page.getByRole("group", { name: "Category names" }).getByLabel("Health"),
  ).toBeDisabled();

  await payWithDemoCard(page);
  await expect(toasts(page).getByText("Subscription Active", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId("plan-badge")).toHaveText("Premium");
  await expect(page.getByText(/Premium renews on/)).toBeVisible();

  const names = page.getByRole("group", { name: "Category names" });
  await expect(names.getByLabel("Health")).toBeEnabled();
  await expect(page.getByText("Renaming categories is a Premium feature.")).toBeHidden();
  await names.getByLabel("Health").fill("Body & Mind");
  // The label changes as you type, everywhere on the screen.
  await expect(page.getByRole("slider", { name: "Body & Mind" })).toBeVisible();
  // The names card saves its own fields (issue 31), and an unsaved slider move in the other card stays.
  await expect(page.getByText("Names are saved with Save Settings below.")).toHaveCount(0);
  const health = page.getByRole("slider", { name: "Body & Mind" });
  await health.focus();
  await health.press("ArrowRight");
  await expect(page.getByTestId("pct-health")).toHaveText("13.0%");
  await page.getByRole("button", { name: "Save Names" }).click();
  await expect(toasts(page).getByText("Settings saved", { exact: true })).toBeVisible();
  await expect(page.getByTestId("pct-health")).toHaveText("13.0%");

  await page.reload();
  await expect(
    page.getByRole("group", { name: "Category names" }).getByLabel("Health"),
  ).toHaveValue("Body & Mind");
  await expect(page.getByRole("slider", { name: "Body & Mind" })).toBeVisible();
  // Only the names were saved; the slider move was not.
  await expect(page.getByTestId("pct-health")).toHaveText("12.5%");
});

test("a declined card shows Payment Failed and returns to the plans", async ({ page }) => {
  await register(page);
  await payWithDemoCard(page, "4000 0000 0000 0002");
  await expect(toasts(page).getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Your card was declined.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade Now" })).toBeVisible();
  await expect(page.getByText("Current Plan")).toHaveCount(1); // still Free
});

test("the card form checks its fields and Back to plans closes it", async ({ page }) => {
  await register(page);
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await page.getByLabel("Card number").fill("1234 5678");
  await page.getByRole("button", { name: "Pay $5.00" }).click();
  await expect(page.getByText("Your card number is invalid.")).toBeVisible();
  await expect(page.getByText("Enter the name on the card")).toBeVisible();
  await page.getByRole("button", { name: "Back to plans" }).click();
  await expect(page.getByRole("button", { name: "Upgrade Now" })).toBeVisible();
});

test("cancel keeps premium until the end of the period", async ({ page }) => {
  await register(page);
  await payWithDemoCard(page);
  await expect(page).toHaveURL(/\/settings$/);

  await page.goto("/subscribe");
  await expect(page.getByText("Current Subscription")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade Now" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to cancel your subscription? You'll continue to have premium access until the end of your billing period.",
  );
  await dialog.getByRole("button", { name: "Yes, Cancel" }).click();
  await expect(toasts(page).getByText("Subscription Canceled", { exact: true })).toBeVisible();
  await expect(page.getByText(/Your premium access ends on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);

  await page.goto("/settings");
  await expect(page.getByTestId("plan-badge")).toHaveText("Premium");
  await expect(
    page.getByRole("group", { name: "Category names" }).getByLabel("Health"),
  ).toBeEnabled();
});
