// A phone's touch screen (issue 31, item 9): the first long-press and drag after the page loads
// reorders, with real touch events sent through the DevTools protocol (no mouse involved).
import type { CDPSession, Locator, Page } from "@playwright/test";
import {
  closeTour,
  dragAnnouncement,
  expect,
  newEmail,
  register,
  settled,
  settledBox,
  test,
} from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const taskRows = (page: Page) => page.getByTestId("task-row");

async function addTask(page: Page, text: string) {
  await page.getByLabel("New Task").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(taskRows(page).filter({ hasText: text })).toBeVisible();
}

const touch = (cdp: CDPSession, type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
  cdp.send("Input.dispatchTouchEvent", {
    type,
    touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
  });

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(resolve)));

/**
 * Long-presses `handle`, drags it down onto `target` (the next row), and lifts: the order is
 * saved. Real touch events through the DevTools protocol.
 */
async function longPressDragDown(page: Page, handle: Locator, target: Locator) {
  const cdp = await page.context().newCDPSession(page);
  // Mid-screen: a drag near the screen's edge would scroll the page instead of moving the row.
  await handle.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const from = await settledBox(handle);
  const to = await settledBox(target);
  const x = from.x + from.width / 2;
  let y = from.y + from.height / 2;
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks/reorder") && r.request().method() === "POST",
  );
  // Long-press: the finger rests on the handle longer than the library's long-press delay.
  await touch(cdp, "touchStart", x, y);
  // The library lifts the row once the finger has rested past its long-press delay.
  await expect(dragAnnouncement(page)).toHaveText(/You have lifted an item in position \d+/);
  const lifted = Number(
    /position (\d+)/.exec((await dragAnnouncement(page).textContent()) ?? "")![1],
  );
  // The finger moves down until the library says the row has taken the next one's place.
  const moved = `You have moved the item from position ${lifted} to position ${lifted + 1}`;
  for (const end = to.y + to.height; y < end; y += 8) {
    await touch(cdp, "touchMove", x, y);
    await nextFrame(page);
    const said = (await dragAnnouncement(page).textContent()) ?? "";
    if (said.replace(/\s+/g, " ").includes(moved)) break;
  }
  await expect(dragAnnouncement(page)).toHaveText(moved);
  await touch(cdp, "touchEnd");
  expect((await saved).ok()).toBe(true);
}

test("the first long-press and drag after load reorders two rows, and the order is saved", async ({
  page,
}) => {
  await register(page, newEmail("touch"));
  await closeTour(page);
  await addTask(page, "Alpha task here");
  await addTask(page, "Bravo task here");
  await page.reload();
  // New tasks go on top: Bravo, Alpha.
  await expect(taskRows(page).nth(0)).toContainText("Bravo task here");
  await expect(taskRows(page).nth(1)).toContainText("Alpha task here");
  // A person looks at the page before pressing: loaded and idle. Nothing has touched it yet.
  await settled(page);
  await expect(page.locator("ul[data-drag-ready]")).toHaveCount(0); // not loaded before a touch

  await longPressDragDown(page, page.getByLabel("Reorder Bravo task here"), taskRows(page).nth(1));

  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(taskRows(page).nth(0)).toContainText("Alpha task here");
    await expect(taskRows(page).nth(1)).toContainText("Bravo task here");
  }
});

test("the first long-press works on a row of the second list too (Overdue above it)", async ({
  page,
}) => {
  await register(page, newEmail("touch2"));
  await closeTour(page);
  const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const late = await page.request.post("/api/tasks", {
    data: { description: "Late task here", category: "health", dueDate: yesterday },
  });
  expect(late.status()).toBe(201);
  await addTask(page, "Alpha task here");
  await addTask(page, "Bravo task here");
  await page.reload();
  await expect(page.getByTestId("overdue-group")).toContainText("Late task here");
  const rest = page.getByRole("list", { name: "Tasks", exact: true });
  await expect(rest.getByTestId("task-row").nth(0)).toContainText("Bravo task here");
  await settled(page);

  await longPressDragDown(
    page,
    page.getByLabel("Reorder Bravo task here"),
    rest.getByTestId("task-row").nth(1),
  );
  await page.reload();
  await expect(rest.getByTestId("task-row").nth(0)).toContainText("Alpha task here");
  await expect(rest.getByTestId("task-row").nth(1)).toContainText("Bravo task here");
});
