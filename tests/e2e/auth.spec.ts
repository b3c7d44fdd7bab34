import { expect, login, newEmail, register, registerWithForm, test, toasts } from "./helpers";

test("a signed-out visitor is sent to /auth", async ({ page }) => {
  await page.goto("/notebook");
  await expect(page).toHaveURL(/\/auth\?next=%2Fnotebook$/);
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
});

test("a signed-out visitor of a habit's page signs in and lands on it", async ({
  page,
  browser,
}) => {
  // An account with a habit, made in another browser.
  const other = await browser.newContext();
  const setup = await other.newPage();
  const { email, password } = await register(setup, newEmail("habit-page"));
  const habit = await setup.request.post("/api/habits", {
    data: { title: "Stretch", category: "health", target: { times: 1, per: "day" } },
  });
  expect(habit.status()).toBe(201);
  const { id } = (await habit.json()) as { id: number };
  await other.close();

  await page.goto(`/habits/${id}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?next=%2Fhabits%2F${id}$`));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`/habits/${id}$`));
  await expect(page.getByRole("heading", { name: "Stretch" })).toBeVisible();
});

test("register shows the spec's validation messages", async ({ page }) => {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Email").fill("nope");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByLabel("Confirm Password").fill("1234");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(
    page.getByText("You must agree to the Terms of Service and Privacy Policy"),
  ).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("123456");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
});

test("the legal dialog shows both texts and closes", async ({ page }) => {
  await page.goto("/auth?tab=register");
  await page.getByRole("button", { name: "Privacy Policy" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Privacy Policy" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await dialog.getByRole("tab", { name: "Terms of Service" }).click();
  await expect(dialog.getByText("at least 13 years old")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("register → greeted on the dashboard → logout → sign back in", async ({ page }) => {
  const { email, password } = await registerWithForm(page, newEmail("greet"));
  await expect(page.getByTestId("greeting")).toHaveText(`Hi, ${email.split("@")[0]}`);
  await expect(toasts(page).getByText("Registration successful", { exact: true })).toBeVisible();

  // A signed-in visitor at /auth is sent home.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toasts(page).getByText("Logged out", { exact: true })).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);

  await login(page, email, password);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(toasts(page).getByText("Login successful", { exact: true })).toBeVisible();
});

test("a failed login shows the destructive toast", async ({ page }) => {
  await login(page, newEmail("nobody"), "wrong-password");
  await expect(toasts(page).getByText("Login failed", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the referral link pre-fills the register form", async ({ page }) => {
  await page.goto("/auth?tab=register&referralCode=ABCD2345");
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByLabel("Referral Code (optional)")).toHaveValue("ABCD2345");
});

test("unknown pages show the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("phone layout: icon buttons and a side menu with Journal, Settings, theme and Logout", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, newEmail("phone"));
  await page.getByRole("button", { name: "Open menu" }).click();
  // By name: the tour's popup is a dialog too.
  const menu = page.getByRole("dialog", { name: "Balance", exact: true });
  await expect(menu.getByRole("link", { name: "Journal" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
  await menu.getByRole("radio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  // A theme choice closes the menu (issue 22); open it again to log out.
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("pages carry the security headers and the session cookie is httpOnly + Lax", async ({
  page,
}) => {
  const res = await page.goto("/auth");
  const h = res!.headers();
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(h["content-security-policy"]).not.toContain("unsafe-eval");
  // Scripts run by a per-request nonce ('strict-dynamic' lets them load the rest), never inline.
  const scripts = /script-src ([^;]*)/.exec(h["content-security-policy"]!)![1]!;
  expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(scripts).not.toContain("unsafe-inline");
  const again = (await page.request.get("/auth")).headers()["content-security-policy"]!;
  expect(/'nonce-([^']+)'/.exec(again)![1]).not.toBe(/'nonce-([^']+)'/.exec(scripts)![1]);
  // The inline theme script carries the page's nonce (the e2e fixture fails any test whose page
  // logs a CSP violation, so every page's scripts are checked as they run).
  await expect(page.locator("head script[nonce]").first()).toBeAttached();
  // Responses that are not pages allow no inline script at all.
  const api = await page.request.get("/api/health");
  expect(api.headers()["content-security-policy"]).toMatch(/script-src 'self' https/);
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The e2e server is plain HTTP: HSTS is only sent over HTTPS (tests/api/small-fixes.test.ts).
  expect(h["strict-transport-security"]).toBeUndefined();
  await register(page, newEmail("cookie"));
  const cookie = (await page.context().cookies()).find((c) =>
    c.name.endsWith("authjs.session-token"),
  );
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
});
