// Issue 45: a goal made from a vision-board item (its picture comes along), reached from the
// navigation on a desktop and a phone; tasks added to it, one done; the goal achieved moves to
// "Achieved" with its date. axe finds nothing serious on the Goals screen.
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, settled, test, toasts } from "./helpers";

async function noSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
}

for (const device of [
  { name: "desktop", viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: "phone", viewport: { width: 390, height: 844 }, hasTouch: true },
]) {
  test.describe(`goals on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.hasTouch });

    test("a goal from a vision-board item, tasks added to it, then achieved", async ({ page }) => {
      await register(page, newEmail(`goal-${device.name}`));
      await closeTour(page);

      // A board whose picture becomes its first item.
      await page.goto("/vision-board");
      await page.getByRole("button", { name: "Create Vision Board" }).first().click();
      const create = page.getByRole("dialog", { name: "Create Vision Board" });
      await create.getByLabel("Title").fill("2027");
      await create.getByLabel("Description").fill("Run a marathon");
      const buffer = await sharp({
        create: { width: 600, height: 450, channels: 3, background: "#2a7" },
      })
        .jpeg()
        .toBuffer();
      await create
        .getByLabel("Upload a photo")
        .setInputFiles({ name: "run.jpg", mimeType: "image/jpeg", buffer });
      await expect(create.getByRole("img")).toHaveJSProperty("complete", true);
      await create.getByRole("button", { name: "Create Vision Board" }).click();
      const item = page.getByTestId("canvas-item");
      await expect(item).toHaveCount(1);
      const picture = await item.getByRole("img").getAttribute("src");

      // Make this a goal.
      const opener = item.getByRole("button", { name: "Make this a goal" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Make this a goal" });
      await expect(dialog.getByLabel("Goal")).toHaveValue("Run a marathon");
      await dialog.getByLabel("Life area").click();
      await page.getByRole("option", { name: "Health" }).click();
      await dialog.getByLabel("Why it matters (optional)").fill("To feel strong at 40");
      await dialog.getByLabel("Target date (optional)").fill("2030-04-30");
      await dialog.getByRole("button", { name: "Create goal" }).click();
      await expect(dialog).toBeHidden();
      await expect(toasts(page)).toContainText("Goal created");
      await expect(opener).toBeFocused();

      // A task of the list joins the goal from its edit dialog.
      const stretch = await page.request.post("/api/tasks", {
        data: { description: "Stretch for ten minutes", category: "health" },
      });
      expect(stretch.status()).toBe(201);
      await page.goto("/");
      await page
        .getByTestId("task-row")
        .filter({ hasText: "Stretch for ten minutes" })
        // The task's words open it, on a desktop and on a phone (whose row keeps one button, "…").
        .getByRole("button", { name: "Stretch for ten minutes", exact: true })
        .click();
      const edit = page.getByRole("dialog", { name: "Edit Task" });
      await edit.getByLabel("Goal").selectOption({ label: "Run a marathon" });
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(edit).toBeHidden();

      // To the Goals screen through the navigation.
      if (device.hasTouch) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("link", { name: "Goals" }).click();
      } else {
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: "Goals" })
          .click();
      }
      await expect(page.getByRole("heading", { name: "Goals", level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Health", level: 2 })).toBeVisible();
      const card = page.getByTestId("goal-card");
      await expect(card.getByRole("heading", { name: "Run a marathon" })).toBeVisible();
      await expect(card.getByText("To feel strong at 40")).toBeVisible();
      await expect(card.getByTestId("goal-picture")).toHaveAttribute("src", picture!);
      await expect(card.getByTestId("goal-progress")).toContainText("0 of 1 task done");
      await expect(card.getByText("Stretch for ten minutes")).toBeVisible();
      await expect(card.getByTestId("goal-progress")).toContainText("days to 30 Apr 2030");

      // Tasks added to it; one done.
      const input = card.getByLabel("New task for Run a marathon");
      for (const text of ["Run 10 km on Sunday", "Buy running shoes"]) {
        await input.fill(text);
        await card.getByRole("button", { name: "Add", exact: true }).click();
        await expect(card.getByText(text)).toBeVisible();
      }
      await expect(card.getByTestId("goal-progress")).toContainText("0 of 3 tasks done");
      await card.getByLabel("Buy running shoes").click();
      await expect(card.getByTestId("goal-progress")).toContainText(
        "1 of 3 tasks done · 30 m done",
      );
      await expect(card.getByRole("list", { name: /Done lately/ })).toContainText(
        "Buy running shoes",
      );
      // The tasks are in the task list too, in the goal's area.
      const tasks = await (await page.request.get("/api/tasks")).json();
      const goalId = Number(await card.getAttribute("data-goal-id"));
      expect(
        tasks
          .filter((t: { goalId: number | null }) => t.goalId === goalId)
          .map((t: { category: string }) => t.category),
      ).toEqual(["health", "health", "health"]);
      await noSeriousAxe(page);
      await page.screenshot({ path: `test-results/goals-${device.name}.png`, fullPage: true });

      // Achieved: it moves to "Achieved" with its date.
      await card.getByRole("button", { name: "Mark achieved" }).click();
      await expect(toasts(page)).toContainText("Goal achieved!");
      const achieved = page.getByTestId("goals-achieved");
      await expect(achieved.getByRole("heading", { name: "Run a marathon" })).toBeVisible();
      await expect(achieved.getByTestId("goal-achieved-on")).toContainText("Achieved on");
      await expect(page.getByTestId("goals-empty")).toBeVisible();

      // The weekly review (a new account reviews its first week so far) shows the goal achieved.
      await page.goto("/review");
      await expect(page.getByTestId("review-goals")).toContainText("Achieved: Run a marathon");
    });
    test("quick add puts a new task under a goal picked from its chips", async ({ page }) => {
      await register(page, newEmail(`goal-quick-${device.name}`));
      await closeTour(page);
      const made = await page.request.post("/api/goals", {
        data: { title: "Learn Spanish", category: "personal_growth" },
      });
      expect(made.status()).toBe(201);
      const { id } = await made.json();
      await page.goto("/");
      // Typed before hydration, the words would be the field's empty state again when it attaches.
      await settled(page);
      await page.getByLabel("New Task").fill("Practise Spanish verbs");
      const opener = page.getByRole("button", { name: "Add to a goal" });
      await opener.click();
      await expect(opener).toHaveAttribute("aria-expanded", "true");
      await page
        .getByRole("list", { name: "Your active goals" })
        .getByRole("button", { name: /Learn Spanish/ })
        .click();
      const chip = page.getByTestId("new-task-goal-chip");
      await expect(chip).toContainText("Learn Spanish");
      await expect(page.getByLabel("New Task")).toBeFocused();
      await page.screenshot({ path: `test-results/goal-quick-add-${device.name}.png` });
      // Removed and picked again: the chip follows.
      await chip.getByRole("button", { name: "Remove goal" }).click();
      await expect(chip).toBeHidden();
      await opener.click();
      await page.getByRole("button", { name: /Learn Spanish/ }).click();
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(
        page.getByTestId("task-row").filter({ hasText: "Practise Spanish verbs" }),
      ).toBeVisible();
      await expect(page.getByTestId("new-task-goal-chip")).toBeHidden();
      const tasks = await (await page.request.get("/api/tasks")).json();
      expect(
        tasks
          .filter((t: { goalId: number | null }) => t.goalId === id)
          .map((t: { description: string }) => t.description),
      ).toEqual(["Practise Spanish verbs"]);
    });
  });
}
