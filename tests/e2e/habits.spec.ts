// Issue 46 in Chromium, at desktop and phone size: create a habit from the dashboard's strip, check
// it with one tap (the ring fills, the streak shows), fill in the two days before on its page
// (a three-day streak), take a check back, and archive it.
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, serviceWorkerControls, test } from "./helpers";

const strip = (page: Page) => page.getByTestId("habits-strip");

for (const size of [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
]) {
  test.describe(`habits at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test("create a habit, check it, see the ring and the streak, fill in missed days", async ({
      page,
    }) => {
      await register(page, newEmail(`habits-${size.name}`));
      await closeTour(page);
      await expect(strip(page).getByText("No habits yet.")).toBeVisible();

      const opener = strip(page).getByRole("button", { name: "New habit" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "New habit" });
      await dialog.getByLabel("Habit").fill("Read 20 pages");
      await dialog.getByLabel("Minutes (optional)").fill("20");
      await dialog.getByRole("button", { name: "Add habit" }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused(); // focus back to the opener

      const chip = strip(page).getByTestId("habit-chip");
      await expect(chip).toHaveCount(1);
      const ring = chip.getByRole("button", { name: /Check Read 20 pages \(not done today\)/ });
      await expect(chip.getByTestId("habit-ring-arc")).toHaveAttribute("data-share", "0.00");
      await ring.click();
      const undo = chip.getByRole("button", { name: /Undo today's check of Read 20 pages/ });
      await expect(undo).toHaveAttribute("aria-pressed", "true");
      await expect(chip.getByTestId("habit-ring-arc")).toHaveAttribute("data-share", "1.00");
      await expect(chip).toContainText("streak 1 day");

      // Survives a reload: the check is the server's.
      await page.reload();
      await expect(strip(page).getByTestId("habit-ring-arc")).toHaveAttribute("data-share", "1.00");

      // The habit's page: fill in the two days before today.
      await strip(page).getByRole("link", { name: "Read 20 pages" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Read 20 pages" })).toBeVisible();
      await expect(page.getByTestId("habit-current-streak")).toHaveText("1 day");
      const cells = page.getByTestId("habit-heatmap").locator("button[data-day]");
      const days = await cells.evaluateAll((els) => els.map((e) => e.getAttribute("data-day")!));
      // The checkable cells are today and the 7 days before (some may fall before the map starts: never here).
      expect(days).toHaveLength(8);
      const [dayBefore, yesterday] = days.slice(-3, -1) as [string, string];
      await page.locator(`button[data-day="${yesterday}"]`).click();
      await expect(page.getByTestId("habit-current-streak")).toHaveText("2 days");
      await page.locator(`button[data-day="${dayBefore}"]`).click();
      await expect(page.getByTestId("habit-current-streak")).toHaveText("3 days");
      await expect(page.getByTestId("habit-longest-streak")).toHaveText("3 days");
      await expect(page.getByText("Best streak yet: keep it going!")).toBeVisible();
      await expect(page.locator(`button[data-day="${yesterday}"]`)).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      // Take yesterday back: the run is broken, the longest stays what it was... until reload reads it again.
      await page.locator(`button[data-day="${yesterday}"]`).click();
      await expect(page.getByTestId("habit-current-streak")).toHaveText("1 day");
      await expect(page.getByTestId("habit-longest-streak")).toHaveText("1 day");

      // Archive: it leaves the dashboard's strip and is listed under archived habits.
      await page.getByRole("button", { name: "Archive" }).click();
      await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
      await page.goto("/");
      await expect(strip(page).getByText("No habits yet.")).toBeVisible();
      await strip(page).getByRole("link", { name: "Archived habits (1)" }).click();
      await expect(page.getByRole("heading", { name: "Archived" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Read 20 pages" })).toBeVisible();
    });
  });
}

test.describe("habits offline", () => {
  test.slow(true, "waits for a first service-worker install");
  test.use({ serviceWorkers: "allow" });

  test("a check made offline shows at once and reaches the server exactly once", async ({
    page,
    context,
  }) => {
    await register(page, newEmail("habits-offline"));
    await closeTour(page);
    const made = await page.evaluate(async () => {
      const res = await fetch("/api/habits", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          title: "Stretch",
          category: "health",
          target: { times: 1, per: "day" },
        }),
      });
      return res.status;
    });
    expect(made).toBe(201);
    await page.reload();
    await serviceWorkerControls(page);
    const chip = strip(page).getByTestId("habit-chip");
    await expect(chip).toHaveCount(1);

    await context.setOffline(true);
    await chip.getByRole("button", { name: /Check Stretch/ }).click();
    await expect(chip.getByTestId("habit-ring-arc")).toHaveAttribute("data-share", "1.00");
    await expect(chip).toContainText("streak 1 day");
    const pending = page.getByTestId("pending-write");
    await expect(pending).toContainText("Habit: checked: Stretch");
    await expect(pending).toContainText("Waiting to sync");

    const sent = page.waitForResponse(
      (r) => /\/api\/habits\/\d+\/checks\//.test(r.url()) && r.request().method() === "PUT",
    );
    await context.setOffline(false);
    expect((await sent).status()).toBe(200);
    await expect(pending).toHaveCount(0);
    const habits = (await (await page.request.get("/api/habits")).json()) as {
      checks: string[];
      streak: { current: number };
    }[];
    expect(habits[0]!.checks).toHaveLength(1);
    expect(habits[0]!.streak.current).toBe(1);
    await page.reload();
    await expect(strip(page).getByTestId("habit-ring-arc")).toHaveAttribute("data-share", "1.00");
  });
});
