import { expect, login, newEmail, register, registerWithForm, test, toasts } from "./helpers";

test("referral link → register → both users get a premium month", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const referrer = await register(page, newEmail("referrer"));
  await page.goto("/affiliate");
  await expect(page.getByRole("heading", { name: "Affiliate Program" })).toBeVisible();
  await expect(
    page.getByText("Share this code with friends and both of you will get a free premium month!"),
  ).toBeVisible();
  const code = (await page.getByTestId("referral-code").textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await expect(page.getByTestId("referred-count")).toHaveText("0");
  await expect(page.getByTestId("free-months")).toHaveText("0");
  await expect(page.getByTestId("affiliate-status")).toHaveText("Inactive");

  await page.getByRole("button", { name: "Copy Link" }).click();
  await expect(
    toasts(page).getByText("Referral link copied to clipboard!", { exact: true }),
  ).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/auth?tab=register&referralCode=${code}`);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  // The friend follows the link: Register tab, code filled in.
  await page.goto(link);
  await expect(page.getByLabel("Referral Code (optional)")).toHaveValue(code);
  const friend = await registerWithForm(page, newEmail("friend"), "secret123", code);
  await page.goto("/affiliate");
  await expect(page.getByTestId("affiliate-status")).toHaveText("Active");
  await expect(page.getByText("Expires On")).toBeVisible();
  await expect(page.getByText("You were referred by:")).toBeVisible();
  await expect(page.getByTestId("referred-by")).toHaveText(referrer.email);
  await expect(page.getByText(/Joined on/)).toBeVisible();
  await expect(page.getByTestId("free-months")).toHaveText("1");
  await page.goto("/settings");
  await expect(page.getByTestId("plan-badge")).toHaveText("Premium");
  expect(friend.email).not.toBe(referrer.email);

  await page.getByRole("button", { name: "Logout" }).click();
  // As a person would: the sign-in page comes once the logout is done (leaving earlier cuts it off).
  await expect(page).toHaveURL(/\/auth$/);
  await login(page, referrer.email, referrer.password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.goto("/affiliate");
  await expect(page.getByTestId("referred-count")).toHaveText("1");
  await expect(page.getByTestId("free-months")).toHaveText("1");
  await expect(page.getByTestId("affiliate-status")).toHaveText("Active");
});

test("Share uses the share facility with the spec's text, and copies when there is none", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __shared: unknown[] }).__shared = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: unknown) => {
        (window as unknown as { __shared: unknown[] }).__shared.push(data);
      },
    });
  });
  await register(page);
  await page.goto("/affiliate");
  const code = (await page.getByTestId("referral-code").textContent())!.trim();
  await page.getByRole("button", { name: "Share" }).click();
  await expect(toasts(page).getByText("Shared!", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Thanks for sharing Balance!")).toBeVisible();
  const shared = await page.evaluate(
    () => (window as unknown as { __shared: { text: string; url: string }[] }).__shared,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0]!.text).toBe(
    `Join Balance and get a free premium month! Use my referral code: ${code}`,
  );
  expect(shared[0]!.url).toMatch(new RegExp(`/auth\\?tab=register&referralCode=${code}$`));
});

test("an unknown referral code is refused at registration", async ({ page }) => {
  await page.goto("/auth?tab=register&referralCode=NOPE2345");
  await page.getByLabel("Email").fill(newEmail("badcode"));
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm Password").fill("secret123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(toasts(page).getByText("Registration failed", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(/referral code doesn't exist/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
