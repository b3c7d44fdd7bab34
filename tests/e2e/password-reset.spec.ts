// Forgot password on a fresh setup (no SMTP): the link is in an .eml file under the server's
// DATA_DIR/mail/; it sets a new password once and signs every old session out.
import { linkMailedTo } from "./mail";
import { expect, login, newEmail, register, test, toasts } from "./helpers";

test("forgot password → the e-mailed link sets a new password once and signs old sessions out", async ({
  page,
  browser,
}) => {
  const { email, password } = await register(page, newEmail("reset"));

  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto("/auth");
  await visitor.getByRole("button", { name: "Forgot password?" }).click();
  await expect(visitor.getByText("Reset your password")).toBeVisible();
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(toasts(visitor).getByText("Check your email", { exact: true })).toBeVisible();

  const link = new URL(
    await linkMailedTo(email, /https?:\/\/\S+\/auth\/reset\?token=[A-Za-z0-9_-]+/),
  );
  await visitor.goto(link.pathname + link.search);
  await visitor.getByLabel("New password", { exact: true }).fill("my-new-secret");
  await visitor.getByLabel("Confirm new password").fill("my-new-secret");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(toasts(visitor).getByText("Password changed", { exact: true })).toBeVisible();
  await expect(visitor).toHaveURL(/\/auth$/);

  // The link works once.
  await visitor.goto(link.pathname + link.search);
  await visitor.getByLabel("New password", { exact: true }).fill("third-secret");
  await visitor.getByLabel("Confirm new password").fill("third-secret");
  await visitor.getByRole("button", { name: "Set new password" }).click();
  await expect(
    toasts(visitor).getByText("This reset link is invalid or has expired."),
  ).toBeVisible();

  // The old password no longer works; the new one does.
  await login(visitor, email, password);
  await expect(toasts(visitor).getByText("Login failed", { exact: true })).toBeVisible();
  await login(visitor, email, "my-new-secret");
  await expect(visitor.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await other.close();

  // The session from before the reset is over.
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);
});
