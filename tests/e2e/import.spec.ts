// Issue 43: import a TickTick backup from Settings on a desktop and a phone, move a list to another
// area, import, see the tasks on the dashboard, and undo the whole import.
import path from "node:path";
import { expect, newEmail, register, test, toasts } from "./helpers";
import { calendarExport } from "../helpers/calendar-export";

const TICKTICK = path.resolve(__dirname, "../fixtures/import/ticktick-backup.csv");

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`a calendar export counts every event left out and lists the first 200 (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await register(page);
    await page.goto("/settings");
    const ics = calendarExport(300);
    await page.getByLabel("Choose a file").setInputFiles({
      name: "calendar.ics",
      mimeType: "text/calendar",
      buffer: Buffer.from(ics),
    });
    await expect(page.getByText("300 rows left out.", { exact: false })).toBeVisible();
    await page.getByText("0 warnings, 300 rows left out").click();
    await expect(page.getByText("Only the first 200 of each are listed.")).toBeVisible();
    await expect(page.getByText(/^Line \d+: left out \(An event, not a task\)$/)).toHaveCount(200);
    await page.getByText("0 warnings, 300 rows left out").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/import-left-out-${name}.png` });
  });

  test(`imports a TickTick backup, moves a list, and undoes it (${name})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await register(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Import from another app" })).toBeVisible();
    await page.getByLabel("Choose a file").setInputFiles(TICKTICK);

    await expect(
      page.getByRole("heading", { name: "What Balance read in ticktick-backup.csv" }),
    ).toBeVisible();
    await expect(
      page.getByText("From a TickTick backup: 5 tasks (3 open, 2 completed)"),
    ).toBeVisible();
    const alpha = page.getByRole("combobox", { name: "Area for Work / Project Alpha" });
    await alpha.scrollIntoViewIfNeeded();
    await alpha.click();
    await page.getByRole("option", { name: "Finances" }).click();
    await expect(page.getByText("Finances, chosen by you")).toBeVisible();
    if (name === "desktop")
      await page.screenshot({ path: "test-results/import-preview-desktop.png", fullPage: true });
    else await page.screenshot({ path: "test-results/import-preview-phone.png", fullPage: true });

    await page.getByRole("button", { name: "Import 5 tasks" }).click();
    await expect(page.getByText("Imported 5 tasks and 3 checklist items.")).toBeVisible();

    // The tasks are on the dashboard, the completed ones with the area chosen here.
    const dashboard = await context.newPage();
    await dashboard.setViewportSize(viewport);
    await dashboard.goto("/");
    await expect(dashboard.getByText("Post office run")).toBeVisible();
    await expect(dashboard.getByText("Weekly shop")).toBeVisible();
    await dashboard.getByRole("radio", { name: "Completed" }).click();
    await expect(dashboard.getByText("Send the invoice")).toBeVisible();
    await dashboard.close();

    // Settings left and opened again: the import is still there to undo.
    await page.reload();
    const recent = page.getByTestId("recent-imports");
    await expect(recent).toContainText("From a TickTick backup");
    await expect(recent).toContainText("5 tasks");
    await recent.getByRole("button", { name: "Undo import" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Undo this import?" });
    await expect(dialog).toContainText("also any of them you have changed since");
    await dialog.getByRole("button", { name: "Undo import" }).click();
    await expect(toasts(page).getByText("Import undone", { exact: true })).toBeVisible();
    await expect(page.getByTestId("recent-imports")).toHaveCount(0);

    await page.goto("/");
    await expect(page.getByText("Welcome to Balance!", { exact: false }).first()).toBeVisible();
    await expect(page.getByText("Post office run")).toHaveCount(0);
  });
}

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`restores a Balance backup into another account, and undoes it (${name})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    // The old account: a task done weeks ago, an open one of a goal, a journal entry, a check-in.
    await register(page, newEmail(`restore-old-${name}`));
    const goal = await page.request.post("/api/goals", {
      data: { title: "Run a marathon", category: "health" },
    });
    const { id: goalId } = await goal.json();
    await page.request.post("/api/tasks", {
      data: { description: "Buy running shoes", category: "health", goalId },
    });
    const rent = await (
      await page.request.post("/api/tasks", {
        data: { description: "Pay rent", category: "finances" },
      })
    ).json();
    await page.request.patch(`/api/tasks/${rent.id}`, { data: { completed: true } });
    await page.request.post("/api/journals", {
      data: { title: "First week", content: "Ran twice.", category: "health" },
    });
    const today = new Date().toISOString().slice(0, 10);
    const scores = Object.fromEntries(
      [
        "physical_environment",
        "business_career",
        "finances",
        "health",
        "family_friends",
        "romance",
        "personal_growth",
        "fun_recreation",
      ].map((a) => [a, 6]),
    );
    expect((await page.request.put(`/api/checkins/${today}`, { data: { scores } })).status()).toBe(
      201,
    );
    const backup = await (await page.request.get("/api/account/export")).body();

    // A new account restores it from Settings.
    await context.clearCookies();
    await register(page, newEmail(`restore-new-${name}`));
    await page.goto("/settings");
    await page.getByLabel("Choose a file").setInputFiles({
      name: "balance-data.json",
      mimeType: "application/json",
      buffer: backup,
    });
    await expect(
      page.getByText("From a Balance backup: 2 tasks (1 open, 1 completed)"),
    ).toBeVisible();
    await expect(page.getByTestId("import-restore-counts")).toHaveText(
      "It also restores 1 journal entry, 1 goal, 1 check-in and your settings. Undo takes all of it away again, and puts your settings back.",
    );
    await page.screenshot({ path: `test-results/import-restore-${name}.png`, fullPage: true });
    await page.getByRole("button", { name: "Restore this backup" }).click();
    await expect(
      page.getByText("Imported 2 tasks, 0 checklist items, 1 journal entry, 1 goal, 1 check-in."),
    ).toBeVisible();

    const dashboard = await context.newPage();
    await dashboard.setViewportSize(viewport);
    await dashboard.goto("/goals");
    await expect(dashboard.getByTestId("goal-card").getByText("Buy running shoes")).toBeVisible();
    await dashboard.close();

    await page.getByRole("button", { name: "Undo import" }).click();
    await page
      .getByRole("alertdialog", { name: "Undo this import?" })
      .getByRole("button", { name: "Undo import" })
      .click();
    await expect(page.getByText("The import was undone")).toBeVisible();
    expect(await (await page.request.get("/api/goals")).json()).toEqual([]);
  });
}

test("Your Data offers the tasks as a Todoist ZIP and an iCalendar file", async ({ page }) => {
  await register(page);
  await page.goto("/settings");
  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export for Todoist" }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/^balance-todoist-\d{4}-\d{2}-\d{2}\.zip$/);
  const [ics] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export tasks (.ics)" }).click(),
  ]);
  expect(ics.suggestedFilename()).toMatch(/^balance-tasks-\d{4}-\d{2}-\d{2}\.ics$/);
  const text = await (await import("node:fs/promises")).readFile((await ics.path())!, "utf8");
  expect(text).toContain("BEGIN:VTODO");
  expect(text).toContain("SUMMARY:Welcome to Balance!");
});
