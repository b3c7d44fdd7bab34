// Issue 41 item 11 in the browser: the password reset e-mail's HTML fits a 360 px phone (its long
// link wraps), and the reminder e-mail's unsubscribe link opens a page that asks first and then
// turns the reminder e-mail off, on a desktop and a phone.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, test, toasts } from "./helpers";

const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR || ".data-e2e", "mail");
// playwright.config.ts gives the e2e server this secret.
const AUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret-0123456789";

/** The HTML of the newest .eml to `email` (waits for the server to write it). */
async function htmlMailedTo(email: string): Promise<string> {
  let html = "";
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(MAIL_DIR)
          ? fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith(".eml"))
          : [];
        for (const file of files.sort().reverse()) {
          const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, file)));
          const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
          if (to === email && mail.html) return (html = mail.html);
        }
        return "";
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return html;
}

/** The token lib/reminders/unsubscribe.ts puts in a reminder's List-Unsubscribe for this user. */
function unsubscribeToken(userId: string): string {
  const key = createHmac("sha256", AUTH_SECRET).update("balance:unsubscribe:v1").digest();
  const signature = createHmac("sha256", key).update(`reminders\n${userId}`).digest("base64url");
  return `reminders.${userId}.${signature}`;
}

test("the password reset e-mail fits a 360 px phone: its link wraps", async ({ page, browser }) => {
  const { email } = await register(page, newEmail("reset-layout"));
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto("/auth");
  await visitor.getByRole("button", { name: "Forgot password?" }).click();
  await visitor.getByLabel("Email").fill(email);
  await visitor.getByRole("button", { name: "Send reset link" }).click();
  await expect(toasts(visitor).getByText("Check your email", { exact: true })).toBeVisible();
  const html = await htmlMailedTo(email);
  await other.close();

  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const mailView = await phone.newPage();
  await mailView.setContent(html);
  const widths = await mailView.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.view).toBe(360);
  expect(widths.page, "the e-mail is wider than the phone").toBeLessThanOrEqual(360);
  await expect(mailView.getByText(/auth\/reset\?token=/)).toBeVisible();
  await mailView.screenshot({ path: test.info().outputPath("reset-mail-360.png"), fullPage: true });
  await phone.close();
});

async function remindersOnFor(page: Page): Promise<string> {
  const res = await page.request.patch("/api/settings", {
    data: { remindersEnabled: true, reminderHour: 8 },
  });
  expect(res.status()).toBe(200);
  const user = (await (await page.request.get("/api/user")).json()) as { id: string };
  return user.id;
}

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test("the unsubscribe link asks first, then turns the reminder e-mail off", async ({
      page,
    }) => {
      await register(page, newEmail(`unsub-${name}`));
      await closeTour(page);
      const userId = await remindersOnFor(page);

      // Opening the link (as from the e-mail) shows the question and changes nothing yet.
      await page.goto(`/api/unsubscribe/${unsubscribeToken(userId)}`);
      await expect(page).toHaveURL(/\/unsubscribe\?token=reminders\./);
      await expect(
        page.getByRole("heading", { level: 1, name: "Stop reminder e-mails" }),
      ).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`unsubscribe-${name}.png`) });
      await page.goto("/settings");
      await expect(page.getByLabel("E-mail me my tasks every day")).toBeChecked();

      await page.goto(`/api/unsubscribe/${unsubscribeToken(userId)}`);
      await page.getByRole("button", { name: "Turn off reminder e-mails" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Daily reminder e-mails are off" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Turn off reminder e-mails" })).toHaveCount(0);
      await page.goto("/settings");
      await expect(page.getByLabel("E-mail me my tasks every day")).not.toBeChecked();

      // A link this server did not sign says so and offers Settings.
      await page.goto(`/unsubscribe?token=reminders.${userId}.${"A".repeat(43)}`);
      await expect(page.getByText("This unsubscribe link is not valid.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Turn off reminder e-mails" })).toHaveCount(0);
    });
  });
}
