import type { Page } from "@playwright/test";
import { expect, register, test, toasts } from "./helpers";

const pct = (page: Page, category: string) => page.getByTestId(`pct-${category}`);

test("change percentages with a slider, save, and they are kept", async ({ page }) => {
  await register(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByTestId("pct-total")).toHaveText("100.0%");

  const health = page.getByRole("slider", { name: "Health" });
  await health.focus();
  for (let i = 0; i < 4; i++) await health.press("ArrowRight"); // 12.5 → 14.5
  await expect(pct(page, "health")).toHaveText("14.5%");
  // The 2.0 points came equally from the seven others, and the total did not move.
  await expect(pct(page, "romance")).not.toHaveText("12.5%");
  await expect(page.getByTestId("pct-total")).toHaveText("100.0%");
  const romance = await pct(page, "romance").textContent();

  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toasts(page).getByText("Settings saved", { exact: true })).toBeVisible();

  await page.reload();
  await expect(pct(page, "health")).toHaveText("14.5%");
  await expect(pct(page, "romance")).toHaveText(romance!);
});

test("a total off 100 shows the warning and disables Save; Reset to Defaults restores 12.5 each", async ({
  page,
}) => {
  await register(page);
  await page.goto("/settings");
  const health = page.getByRole("slider", { name: "Health" });
  await health.focus();
  await health.press("End"); // 100: the others give everything away
  await expect(pct(page, "health")).toHaveText("100.0%");
  await expect(pct(page, "finances")).toHaveText("0.0%");
  await health.press("Home"); // 0: nobody above 0.5 to give it to
  await expect(page.getByTestId("pct-total")).toHaveText("0.0%");
  await expect(page.getByText("Percentages must total 100%. Current total: 0.0%")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Settings" })).toBeDisabled();

  await page.getByRole("button", { name: "Reset to Defaults" }).click();
  await expect(page.getByTestId("pct-total")).toHaveText("100.0%");
  await expect(pct(page, "health")).toHaveText("12.5%");
  await expect(page.getByText(/Percentages must total 100%/)).toBeHidden();
  await expect(page.getByRole("button", { name: "Save Settings" })).toBeEnabled();
});

test("a free user sees the category names card locked, with an upgrade button", async ({
  page,
}) => {
  await register(page);
  await page.goto("/settings");
  const card = page.getByRole("group", { name: "Category names" });
  await expect(page.getByText("Renaming categories is a Premium feature.")).toBeVisible();
  await expect(card.getByLabel("Health")).toBeDisabled();
  await expect(page.getByTestId("plan-badge")).toHaveText("Free");
  await page
    .getByText("Renaming categories is a Premium feature.")
    .locator("..")
    .getByRole("link", { name: "Upgrade to Premium" })
    .click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole("button", { name: "Upgrade Now" })).toBeVisible();
});

test("after a save the form shows the saved values and can be saved again", async ({ page }) => {
  await register(page);
  await page.goto("/settings");
  const health = page.getByRole("slider", { name: "Health" });
  await health.focus();
  await health.press("ArrowRight");
  const saved = () =>
    page.waitForResponse(
      (r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH" && r.ok(),
    );
  await Promise.all([saved(), page.getByRole("button", { name: "Save Settings" }).click()]);
  await expect(toasts(page).getByText("Settings saved", { exact: true })).toBeVisible();
  await expect(pct(page, "health")).toHaveText("13.0%");

  // The form was replaced by one holding the saved values; it saves again.
  await page.getByRole("slider", { name: "Health" }).focus();
  await page.getByRole("slider", { name: "Health" }).press("ArrowRight");
  await expect(pct(page, "health")).toHaveText("13.5%");
  await Promise.all([saved(), page.getByRole("button", { name: "Save Settings" }).click()]);
  await page.reload();
  await expect(pct(page, "health")).toHaveText("13.5%");
});

test("coming back from a failed redirect payment says so and cleans the address", async ({
  page,
}) => {
  await register(page);
  await page.goto("/settings?redirect_status=failed");
  await expect(toasts(page).getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("There was a problem with your payment")).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId("plan-badge")).toHaveText("Free");
});

for (const [size, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`settings at ${size} size`, () => {
    test.use({ viewport, hasTouch: size === "phone" });

    test("the index goes to each group, and Delete account is the page's last step", async ({
      page,
    }) => {
      await register(page);
      await page.goto("/settings");
      const index = page.getByRole("navigation", { name: "Settings sections" });
      await expect(index.getByRole("link")).toHaveText([
        "Plan",
        "Life areas",
        "Your day",
        "Reminders",
        "Calendars",
        "Account",
        "Your data",
      ]);

      // A group comes into view below the sticky header, its first card's title showing.
      const header = (await page.locator("header").first().boundingBox())!;
      for (const [group, firstCard] of [
        ["Calendars", "Calendar feed"],
        ["Your day", "Time Zone"],
        ["Your data", "Import from another app"],
      ] as const) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await index.getByRole("link", { name: group, exact: true }).click();
        const region = page.getByRole("region", { name: group, exact: true });
        const title = region.getByRole("heading", { level: 2 }).first();
        await expect(title).toHaveText(firstCard);
        await expect(title).toBeInViewport();
        await expect
          .poll(async () => (await region.boundingBox())!.y)
          .toBeGreaterThanOrEqual(header.y + header.height);
      }

      // Nothing the page offers comes after deleting the account.
      const last = await page
        .locator("main")
        .evaluate(
          (main) =>
            [...main.querySelectorAll("button, a, input, select, textarea")]
              .filter((el) => (el as HTMLElement).offsetParent !== null)
              .reduce((a, b) =>
                b.getBoundingClientRect().bottom > a.getBoundingClientRect().bottom ? b : a,
              ).textContent,
        );
      expect(last?.trim()).toBe("Delete account");
    });
  });
}
