import { closeTour, expect, newEmail, register, test } from "./helpers";

test("the theme menu switches Light, Dark and System; the choice survives a reload and follows the system", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await register(page, newEmail("theme"));
  await closeTour(page);
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitem", { name: "Dark" }).click();
  await expect(html).toHaveClass(/dark/);

  // The saved choice is applied by the head script, not by React: it holds with no bundle at all.
  await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await page.unroute("**/_next/static/chunks/**/*.js");
  await page.reload();

  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitem", { name: "System" }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole("button", { name: "Toggle theme" }).click();
  await page.getByRole("menuitem", { name: "Light" }).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(html).not.toHaveClass(/dark/);
});
