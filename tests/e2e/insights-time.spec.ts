// Issue 27 on Insights and the weekly review, at desktop and phone size: a week of estimated tasks
// reads in time by default ("3 h 15 m"), and after switching to Count (saved in the settings) in counts.
import type { Page } from "@playwright/test";
import { balanceScore } from "../../lib/insights/score";
import { CATEGORIES, defaultPercentages, type CategoryMap } from "../../lib/categories";
import { closeTour, expect, newEmail, register, test } from "./helpers";

/** Creates a task through the API from the page (same origin, the session cookie) and completes it. */
async function doneTask(page: Page, body: Record<string, unknown>) {
  const status = await page.evaluate(async (b) => {
    const res = await fetch("/api/tasks", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(b),
    });
    const { id } = await res.json();
    const done = await fetch(`/api/tasks/${id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ completed: true }),
    });
    return [res.status, done.status];
  }, body);
  expect(status).toEqual([201, 200]);
}

const zero = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as CategoryMap<number>;
// One 3 h 15 m hike against three 5-minute chores: by time Health leads, by count Finances does.
const byTime = balanceScore({ ...zero, health: 195, finances: 15 }, defaultPercentages());
const byCount = balanceScore({ ...zero, health: 1, finances: 3 }, defaultPercentages());

async function noSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test(`${size.name}: Insights and the review show time, and counts after switching to Count`, async ({
    page,
  }) => {
    await page.setViewportSize(size.viewport);
    await register(page, newEmail(`insights-time-${size.name}`));
    await closeTour(page);
    await doneTask(page, {
      description: "Hike with the family",
      category: "health",
      estimateMinutes: 195,
    });
    for (const description of ["Pay rent", "Pay the phone bill", "File the receipts"])
      await doneTask(page, { description, category: "finances", estimateMinutes: 5 });

    await page.goto("/insights");
    const words = page.getByTestId("trend-words");
    await expect(page.getByRole("radio", { name: "Time" })).toHaveAttribute("aria-checked", "true");
    await expect(words).toContainText("Health got the most: 3 h 15 m (93%) against 12.5%.");
    await expect(words).toContainText("6 areas have no completed tasks yet.");
    await expect(page.getByTestId("week-score")).toHaveText(String(byTime));
    await expect(page.getByText("Share of your time by area", { exact: true })).toBeVisible();
    await expect(page.getByTestId("area-share-table")).toContainText("3 h 15 m (93%)");
    await expect(page.getByTestId("score-chart").locator("svg")).toBeVisible();
    await expect(page.getByTestId("area-share-chart").locator("svg")).toBeVisible();
    await noSideways(page);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH",
    );
    await page.getByRole("radio", { name: "Count" }).click();
    expect((await saved).status()).toBe(200);
    await expect(words).toContainText("Finances got the most: 75% against 12.5%.");
    await expect(page.getByTestId("week-score")).toHaveText(String(byCount));
    // The choice is the user's setting: it holds after a reload, and on the review.
    await page.reload();
    await expect(page.getByRole("radio", { name: "Count" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(words).toContainText("Finances got the most: 75% against 12.5%.");
    await expect(page.getByText("Share of completed tasks by area", { exact: true })).toBeVisible();

    // A new account reviews its first week so far: these four tasks.
    await page.goto("/review");
    const week = page.getByTestId("review-week-words");
    await expect(week).toHaveText(
      `You completed 4 tasks this week. Your balance score: ${byCount}.`,
    );
    await expect(page.getByTestId("review-share-finances")).toContainText("75%");
    await expect(page.getByTestId("review-share-finances")).not.toContainText("15 m");
    const savedTime = page.waitForResponse(
      (r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH",
    );
    await page.getByRole("radio", { name: "Time" }).click();
    expect((await savedTime).status()).toBe(200);
    await expect(week).toHaveText(
      `You completed 4 tasks this week, 3 h 30 m in all. Your balance score: ${byTime}.`,
    );
    await expect(page.getByTestId("review-share-health")).toContainText("3 h 15 m · 93%");
    await expect(page.getByTestId("review-share-finances")).toContainText("15 m · 7%");
    await noSideways(page);
    await page.reload();
    await expect(page.getByRole("radio", { name: "Time" })).toHaveAttribute("aria-checked", "true");
    await expect(week).toContainText("3 h 30 m in all");
  });
}
