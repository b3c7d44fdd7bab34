// TEMPORARY: screenshots for review, not part of the suite.
import { expect, test, type Page } from "@playwright/test";
import { newEmail, register } from "./helpers";

const OUT = "/tmp/journal-shots";
const LONG = "Today I felt tired after a long week.\nI need to book a dentist appointment and call my mom.\n\nAlso, I want to start running again — maybe three times a week, early in the morning before work, when the streets are quiet and the air is still cool.";

async function entry(page: Page, title: string, content: string) {
  await page.getByRole("button", { name: "New Entry" }).click();
  const d = page.getByRole("dialog", { name: "New Journal Entry" });
  await d.getByLabel("Title").fill(title);
  await d.getByLabel("Content").fill(content);
  await d.getByRole("button", { name: "Save Entry" }).click();
  await expect(d).toBeHidden();
}

async function premium(page: Page) {
  const start = await page.request.post("/api/create-subscription");
  const { clientSecret } = await start.json();
  await page.request.post("/api/billing/demo/confirm", { data: { clientSecret, card: { cardNumber: "4242424242424242", expiry: "12/40", cvc: "123", name: "Shot" } } });
}

const fake = `(() => { class R { start(){ setTimeout(() => this.onresult && this.onresult({ resultIndex: 0, results: [{ isFinal: false, length: 1, 0: { transcript: "today I walked in the park and" } }] }), 50); } stop(){} abort(){} } window.SpeechRecognition = R; window.webkitSpeechRecognition = R; })();`;

for (const [name, size] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 390, height: 844 }]] as const) {
  test(`screens ${name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    await page.addInitScript(fake);
    await register(page, newEmail(`shot-${name}`));
    await page.goto("/notebook");
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/${name}-01-empty.png`, fullPage: true });
    await entry(page, "Busy week ahead", LONG);
    await entry(page, "Small wins", "Finished the book I started in January.\nFelt proud.");
    await page.waitForTimeout(5500);
    await page.screenshot({ path: `${OUT}/${name}-02-entries.png`, fullPage: true });
    await page.getByRole("button", { name: "New Entry" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Voice Input" }).click();
    await page.waitForTimeout(1300);
    await page.screenshot({ path: `${OUT}/${name}-03-new-entry-recording.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").getByRole("button", { name: "Save Entry" }).click().catch(() => {});
    await page.keyboard.press("Escape");
    const card = page.getByRole("article").filter({ hasText: "Busy week ahead" });
    await card.getByRole("button", { name: "Extract Tasks with AI" }).click();
    await expect(page.getByRole("dialog", { name: "Premium Feature" })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-04-premium.png` });
    await page.getByRole("button", { name: "Cancel" }).click();
    await premium(page);
    await page.reload();
    await card.getByRole("button", { name: "Extract Tasks with AI" }).click();
    await expect(page.getByRole("dialog", { name: "Review Extracted Tasks" })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-05-review.png` });
    await page.getByRole("button", { name: "Save Tasks" }).click();
    await expect(page.getByRole("dialog", { name: "Tasks Created" })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-06-created.png` });
    await page.getByRole("button", { name: "Stay Here" }).click();
    await card.getByRole("button", { name: "Delete entry" }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-07-delete.png` });
    await page.keyboard.press("Escape");
    await card.getByRole("button", { name: "Create Tasks Manually" }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-08-manual.png` });
    await page.keyboard.press("Escape");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-09-dark.png`, fullPage: true });
    await context.close();
  });
}
