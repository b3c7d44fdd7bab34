import type { Page } from "@playwright/test";
import {
  closeTour,
  dragAnnouncement,
  expect,
  fakeSpeech,
  keyboardMoveDown,
  newEmail,
  register,
  settled,
  test,
  toasts,
} from "./helpers";

const taskRows = (page: Page) => page.getByTestId("task-row");

/** Types a task and adds it; `saved` is the text it is saved under when quick add takes out a date. */
async function addTask(page: Page, text: string, saved = text) {
  await page.getByLabel("New Task").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(taskRows(page).filter({ hasText: saved })).toBeVisible();
}

test("the guided tour runs on a new account: Next, Back, Finish, and does not restart", async ({
  page,
}) => {
  await register(page, newEmail("tour"));
  const tour = page.getByRole("dialog", { name: "Welcome to Balance!" });
  await expect(tour).toBeVisible();
  await tour.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("dialog", { name: "Add your first task" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("dialog", { name: "Welcome to Balance!" })).toBeVisible();
  for (let i = 0; i < 6; i++) await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("dialog", { name: "You're all set!" })).toBeVisible();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("dialog", { name: "You're all set!" })).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Welcome to Balance!" })).toBeHidden();
});

test("a new account's tour is in the server's HTML, and hydrating keeps the very same popup", async ({
  page,
}) => {
  await register(page, newEmail("tour-paint"));
  await expect(page.getByRole("dialog", { name: "Welcome to Balance!" })).toBeVisible();
  // The server's answer itself carries the first step (issue 48: the first paint is final).
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('aria-labelledby="tour-title"');
  expect(html).toContain("Welcome to Balance!");
  // The popup the parser made is the one on screen after hydration: not replaced, not moved.
  await page.addInitScript(() => {
    const w = window as unknown as { firstTour?: Element; firstBox?: string };
    new MutationObserver((_, observer) => {
      const popup = document.querySelector('[aria-labelledby="tour-title"]');
      if (!popup) return;
      w.firstTour = popup;
      observer.disconnect();
      requestAnimationFrame(() => (w.firstBox = JSON.stringify(popup.getBoundingClientRect())));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  const tour = page.getByRole("dialog", { name: "Welcome to Balance!" });
  await expect(tour).toBeFocused(); // focus moves in once hydrated
  const same = await page.evaluate(() => {
    const w = window as unknown as { firstTour?: Element; firstBox?: string };
    const now = document.querySelector('[aria-labelledby="tour-title"]');
    return {
      same: w.firstTour === now,
      moved: w.firstBox !== JSON.stringify(now?.getBoundingClientRect()),
    };
  });
  expect(same).toEqual({ same: true, moved: false });
});

test("add a task and see its category badge; validation; empty and completed views", async ({
  page,
}) => {
  await register(page, newEmail("tasks"));
  await closeTour(page);

  await page.getByLabel("New Task").fill("ab");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Task description must be at least 3 characters")).toBeVisible();

  await addTask(page, "Book a dentist appointment");
  const row = taskRows(page).filter({ hasText: "Book a dentist appointment" });
  await expect(row.getByText("Health")).toBeVisible();
  await expect(row.getByText("Added just now")).toBeVisible();
  await expect(toasts(page).getByText("Task added", { exact: true })).toBeVisible();
  await expect(page.getByTestId("task-count")).toHaveText("2 tasks");

  // Complete it: it leaves To Do and the Completed wheel counts it.
  await expect(page.getByTestId("wheel-completed-basis")).toHaveText("Based on 0 completed tasks");
  await row.getByRole("checkbox").click();
  await expect(taskRows(page).filter({ hasText: "Book a dentist appointment" })).toHaveCount(0);
  await expect(page.getByTestId("wheel-completed-basis")).toHaveText(
    "Based on 30 m across 1 completed task",
  ); // by time (issue 27): the default estimate
  await expect(page.getByTestId("legend-completed-health")).toContainText("100%");

  await page.getByRole("radio", { name: "Completed" }).click();
  await expect(page.getByRole("heading", { name: /Completed Tasks/ }).first()).toBeVisible();
  await expect(page.getByText("Uncheck to move back to To Do list")).toBeVisible();
  const done = taskRows(page).filter({ hasText: "Book a dentist appointment" });
  await expect(done.getByText(/^Completed just now$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "AI Prioritize" })).toBeHidden();

  // Finish the welcome task too, then To Do is empty.
  await page.getByRole("radio", { name: "To Do" }).click();
  await taskRows(page).first().getByRole("checkbox").click();
  await expect(
    page.getByText("You don't have any tasks to do. Add your first task!"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "AI Prioritize" })).toBeHidden();
});

test("edit a task, then delete it with confirmation", async ({ page }) => {
  await register(page, newEmail("edit"));
  await closeTour(page);
  await addTask(page, "Water the plants");
  await taskRows(page)
    .filter({ hasText: "Water the plants" })
    .getByRole("button", { name: /^Edit/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Task" });
  await expect(dialog.getByLabel("Task Description")).toHaveValue("Water the plants");

  await dialog.getByLabel("Task Description").fill("   ");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  // A modal dialog hides the rest of the page from the accessibility tree, so find the toast by its text.
  await expect(page.getByText("Task description cannot be empty.", { exact: true })).toBeVisible();

  await dialog.getByLabel("Task Description").fill("Water the garden plants");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Fun & Recreation" }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  const row = taskRows(page).filter({ hasText: "Water the garden plants" });
  await expect(row.getByText("Fun & Recreation")).toBeVisible();

  await row.getByRole("button", { name: "Water the garden plants", exact: true }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(
    dialog.getByText(
      "Are you sure you want to delete this task? You can undo it for a few seconds after.",
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Task deleted", { exact: true })).toBeVisible();
  await expect(taskRows(page).filter({ hasText: "Water the garden plants" })).toHaveCount(0);
});

/** The moved order shows at once and is still there after a reload (it was saved before the call). */
async function expectAlphaThenBravoAfterReload(page: Page) {
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(taskRows(page).nth(0)).toContainText("Alpha task here");
    await expect(taskRows(page).nth(1)).toContainText("Bravo task here");
  }
}

test("reorder with the keyboard and the order survives a reload", async ({ page }) => {
  await register(page, newEmail("reorder"));
  await closeTour(page);
  await addTask(page, "Alpha task here");
  await addTask(page, "Bravo task here");
  // New tasks go on top: Bravo, Alpha, Welcome.
  await expect(taskRows(page).nth(0)).toContainText("Bravo task here");
  const handle = page.getByLabel("Reorder Bravo task here");
  await handle.focus();
  // Focus in the list loads drag and drop; the handle keeps focus across the swap.
  await expect(page.locator("ul[data-drag-ready]")).toBeVisible();
  await expect(handle).toBeFocused();
  await keyboardMoveDown(page, 1);
  await expectAlphaThenBravoAfterReload(page);
});

test("drag and drop loads on intent; a task dragged with the mouse keeps its place after a reload", async ({
  page,
}) => {
  await register(page, newEmail("drag"));
  await closeTour(page);
  await addTask(page, "Alpha task here");
  await addTask(page, "Bravo task here");
  // Tall enough that dragging near the list's end does not auto-scroll the window, also from
  // Friday to Monday, when the weekly review's invitation sits above the list (~150 px lower).
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.mouse.move(0, 0);
  await page.reload();
  await expect(taskRows(page).nth(0)).toContainText("Bravo task here");
  await settled(page);
  // Painted and idle, but nobody has reached for the list yet: no drag and drop.
  await expect(page.locator("ul[data-drag-ready]")).toHaveCount(0);

  const handle = page.getByLabel("Reorder Bravo task here");
  await handle.hover();
  await expect(page.locator("ul[data-drag-ready]")).toBeVisible();
  const from = (await handle.boundingBox())!;
  const target = (await taskRows(page).nth(1).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
  await expect(dragAnnouncement(page)).toHaveText("You have lifted an item in position 1");
  for (let y = from.y + 20; y <= target.y + target.height + 10; y += 10) {
    await page.mouse.move(from.x + from.width / 2, y);
  }
  await expect(dragAnnouncement(page)).toHaveText(
    "You have moved the item from position 1 to position 2",
  );
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks/reorder") && r.request().method() === "POST",
  );
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  await expectAlphaThenBravoAfterReload(page);
});

test("Voice Input on the dashboard: the recogniser loads on first click, records, and fills in the task", async ({
  page,
}) => {
  await page.addInitScript(fakeSpeech("remind me to book a dentist appointment tomorrow"));
  await register(page, newEmail("voice"));
  await closeTour(page);
  const voice = page.getByRole("button", { name: "Voice Input" });
  await voice.click();
  await expect(page.getByText(/^Recording 00:0\d$/)).toBeVisible(); // started by that one click
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByLabel("New Task")).toHaveValue(/dentist appointment/i);
  await expect(toasts(page).getByText("Voice input processed", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(taskRows(page).filter({ hasText: /dentist appointment/i })).toBeVisible();
});

test("AI Prioritize reorders the list and explains it; New Insight gives an analysis", async ({
  page,
}) => {
  await register(page, newEmail("prio"));
  await closeTour(page);
  // Quick add takes the date and the urgency out of the words: due tomorrow, starred.
  await addTask(page, "Pay the electricity bill tomorrow, urgent", "Pay the electricity bill");
  const bill = taskRows(page).filter({ hasText: "Pay the electricity bill" });
  await expect(bill.getByTestId("due-chip")).toHaveText("Tomorrow");
  await expect(bill.getByRole("button", { name: "Unmark as important" })).toBeVisible();
  await addTask(page, "Sort old photos someday");
  await page.getByRole("button", { name: "AI Prioritize" }).click();
  await expect(toasts(page).getByText("Tasks prioritized", { exact: true })).toBeVisible();
  await expect(taskRows(page).nth(0)).toContainText("Pay the electricity bill");

  await expect(page.getByTestId("analysis-text")).toBeVisible();
  await page.getByRole("button", { name: "New Insight" }).click();
  await expect(page.getByTestId("analysis-text")).toContainText(/task/);
});

test("phone: the dashboard works at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, newEmail("phone-dash"));
  await closeTour(page);
  // "today" and not "tonight": tonight is 20:00, overdue when this runs late in the evening.
  await addTask(page, "Call my sister today", "Call my sister");
  const row = taskRows(page).filter({ hasText: "Call my sister" });
  await expect(row.getByText("Family & Friends")).toBeVisible();
  await expect(row.getByTestId("due-chip")).toHaveText("Today");
});

test("the first paint needs no data request: tasks, settings and the balance analysis come with the page", async ({
  page,
}) => {
  await register(page, newEmail("prefetch"));
  await closeTour(page);
  // The welcome task alone asks for no analysis (issue 47): one task of the user's own.
  const res = await page.request.post("/api/tasks", {
    data: { description: "Go for a run", category: "health" },
  });
  expect(res.status()).toBe(201);
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/"))
      apiCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.reload();
  await expect(taskRows(page).first()).toBeVisible();
  await expect(page.getByTestId("analysis-text")).not.toBeEmpty();
  await page.waitForLoadState("networkidle");
  expect(apiCalls).toEqual([]);
  // New Insight still asks the server.
  await page.getByRole("button", { name: "New Insight" }).click();
  await expect.poll(() => apiCalls).toContain("POST /api/tasks/analyze");
});

test("the wheels' charts load when they come into view (at once on a wide screen, on scrolling on a phone)", async ({
  page,
}) => {
  await register(page, newEmail("wheels"));
  await closeTour(page);
  // On a phone, with a few tasks above them, the wheels start well below the screen. (The welcome
  // task alone is an empty wheel: it counts in no figure, issue 47.)
  for (let i = 1; i <= 6; i++) {
    const res = await page.request.post("/api/tasks", {
      data: { description: `Errand number ${i}`, category: "personal_growth" },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByTestId("wheel-active-chart").locator("svg path").first()).toBeAttached();
  await page.setViewportSize({ width: 390, height: 600 });
  await page.reload();
  await expect(taskRows(page).first()).toBeVisible();
  await expect(page.getByTestId("wheel-active-chart").locator("svg")).toHaveCount(0);
  await page.getByTestId("wheel-active-chart").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("wheel-active-chart").locator("svg path").first()).toBeAttached();
});

// A page's first Intl formatter wakes the browser's ICU: 12-40 ms on this box, ~4 times that on a
// phone, inside the dashboard's hydration (docs/decisions/dashboard-paint.md). The dashboard's dates (due chips,
// "Added ..." and "Completed ..."), its minute clock and its messages are made without Intl.
test("the dashboard loads and hydrates without waking the browser's Intl", async ({ page }) => {
  await register(page, newEmail("intl"));
  await closeTour(page);
  await addTask(page, "Pay the electricity bill tomorrow", "Pay the electricity bill");
  await addTask(page, "Water the plants");
  await page.getByRole("checkbox", { name: 'Complete "Water the plants"' }).click();
  await expect(taskRows(page).filter({ hasText: "Water the plants" })).toBeHidden();
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const Original = intl[name];
      if (typeof Original !== "function") continue;
      intl[name] = new Proxy(Original, {
        construct(target, args) {
          calls.push(`Intl.${name}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}()`);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    }
    for (const [proto, names] of [
      [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
      [Number.prototype, ["toLocaleString"]],
      [String.prototype, ["localeCompare"]],
    ] as const) {
      for (const name of names) {
        const original = (proto as unknown as Record<string, (...a: unknown[]) => unknown>)[name]!;
        (proto as unknown as Record<string, unknown>)[name] = function (
          this: unknown,
          ...a: unknown[]
        ) {
          calls.push(name);
          return original.apply(this, a);
        };
      }
    }
  });
  await page.reload();
  await settled(page);
  const bill = taskRows(page).filter({ hasText: "Pay the electricity bill" });
  await expect(bill.getByTestId("due-chip")).toHaveText("Tomorrow");
  await expect(bill).toContainText("Added just now");
  await page.getByRole("radio", { name: "Completed" }).click();
  await expect(taskRows(page).filter({ hasText: "Water the plants" })).toContainText(
    "Completed just now",
  );
  expect(
    await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls),
  ).toEqual([]);
});
