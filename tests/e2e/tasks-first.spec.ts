// Issue 47 item 8, tasks first: with 15 tasks, the first screen shows at least 8 task rows on a
// 1280×800 desktop and 6 on a 390×844 phone (every tap target stays 44 px: tap-targets.spec.ts).
// Rows are counted when they are wholly inside the first viewport, before any scroll.
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, settled, test } from "./helpers";

const AREAS = ["health", "finances", "business_career", "family_friends", "fun_recreation"];
// Everyday tasks as people write them: a few words each.
const TASKS = [
  "Call mom",
  "Pay the electricity bill",
  "Book a dentist checkup",
  "Reply to Anna's email",
  "Go for a run",
  "Buy birthday present",
  "Renew car insurance",
  "Plan the team offsite",
  "Water the plants",
  "Read two chapters",
  "Clean out the garage",
  "Send the invoice",
  "Yoga class",
  "Fix the bike light",
  "Cinema with friends",
];

async function seeded(page: Page, prefix: string) {
  await register(page, newEmail(prefix));
  await closeTour(page);
  for (let i = 1; i <= 15; i++) {
    const res = await page.request.post("/api/tasks", {
      data: {
        description: TASKS[i - 1],
        category: AREAS[i % AREAS.length],
        ...(i % 3 === 0 ? { estimateMinutes: 30 } : {}),
        ...(i % 4 === 0 ? { dueDate: "2030-01-08" } : {}),
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByTestId("task-row").first()).toBeVisible();
  await settled(page);
  // The first-time swipe hint (touch screens) is dismissed once; a list of 15 is past it.
  const hint = page.getByRole("button", { name: "Got it" });
  if (await hint.isVisible()) await hint.click();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Task rows wholly inside the viewport at the top of the page. */
const rowsOnFirstScreen = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid="task-row"]')].filter((row) => {
        const r = row.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
      }).length,
  );

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, touch: false, least: 8 },
  { name: "phone", viewport: { width: 390, height: 844 }, touch: true, least: 6 },
] as const;

for (const size of SIZES) {
  test.describe(`tasks first at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test(`the first screen shows at least ${size.least} of 15 tasks`, async ({ page }) => {
      await seeded(page, `first-screen-${size.name}`);
      expect(await rowsOnFirstScreen(page)).toBeGreaterThanOrEqual(size.least);
      // Nothing the dashboard had is gone: the plan, the new-task field, the wheels, the analysis.
      await expect(page.getByRole("button", { name: "Plan today" })).toBeAttached();
      await expect(page.getByLabel("New Task")).toBeVisible();
      await expect(page.getByText("Life Balance Wheel", { exact: true })).toBeAttached();
      await expect(page.getByText("Life Balance Analysis", { exact: true })).toBeAttached();
      await expect(page.getByRole("button", { name: "AI Prioritize" })).toBeVisible();
      await page.screenshot({ path: `test-results/tasks-first-${size.name}.png` });
    });
  });
}
