// Issue 47, item 2: a right swipe on a phone row completes the task and nothing else (it also sent
// the browser Back). Real touch events through the DevTools protocol on a phone viewport.
import type { CDPSession, Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, settled, settledBox, test } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const row = (page: Page, text: string) => page.getByTestId("task-row").filter({ hasText: text });

async function addTask(page: Page, text: string) {
  await page.getByLabel("New Task").fill(text);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(row(page, text)).toBeVisible();
}

const touch = (cdp: CDPSession, type: "touchStart" | "touchMove" | "touchEnd", x = 0, y = 0) =>
  cdp.send("Input.dispatchTouchEvent", {
    type,
    touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
  });

/** A finger on the row's words moved by (dx, dy) in steps, then lifted. */
async function swipe(page: Page, text: string, dx: number, dy = 0) {
  const cdp = await page.context().newCDPSession(page);
  const words = row(page, text).getByRole("button", { name: text, exact: true });
  await words.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = await settledBox(words);
  const x = box.x + 20;
  const y = box.y + box.height / 2;
  await touch(cdp, "touchStart", x, y);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await touch(cdp, "touchMove", x + (dx * i) / steps, y + (dy * i) / steps);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  }
  await touch(cdp, "touchEnd");
  await cdp.detach();
}

/** Every touchmove the page saw since the last call, and whether its default was prevented. */
const moves = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __moves: boolean[] };
    const seen = w.__moves;
    w.__moves = [];
    return seen;
  });

test("a right swipe completes the task and the page stays; a short one springs back; a hint tells", async ({
  page,
}) => {
  await register(page, newEmail("swipe"));
  await closeTour(page);
  await addTask(page, "Fold the laundry");
  await addTask(page, "Buy stamps");
  // A page to go Back to.
  await page.goto("/settings");
  await page.goto("/");
  await expect(row(page, "Buy stamps")).toBeVisible();
  await settled(page);
  await page.evaluate(() => {
    const w = window as unknown as { __moves: boolean[] };
    w.__moves = [];
    window.addEventListener("touchmove", (e) => w.__moves.push(e.defaultPrevented), {
      passive: false,
    });
  });

  // The rows claim horizontal gestures; the hint says they exist.
  const styles = await row(page, "Buy stamps").evaluate((el) => {
    const s = getComputedStyle(el);
    return { touchAction: s.touchAction, overscrollX: s.overscrollBehaviorX };
  });
  expect(styles).toEqual({ touchAction: "pan-y", overscrollX: "contain" });
  const hint = page.getByTestId("swipe-hint");
  await expect(hint).toContainText("swipe a task right to complete it");

  // A short swipe springs back and does nothing.
  await swipe(page, "Buy stamps", 50);
  await expect(row(page, "Buy stamps")).toHaveCSS("transform", "none");
  await expect(row(page, "Buy stamps")).toBeVisible();
  await expect(
    row(page, "Buy stamps").getByRole("checkbox", { name: 'Complete "Buy stamps"' }),
  ).not.toBeChecked();
  await moves(page);

  // A vertical move on a row stays the page's (nothing prevented).
  await swipe(page, "Buy stamps", 0, 60);
  expect((await moves(page)).some(Boolean)).toBe(false);

  // The full right swipe: the task is done, the page is still the dashboard, the moves were the row's.
  // The reload below must come after the completion is saved: a page rendered while the save was
  // on its way read the list before it and the completed count after it (CI, once).
  const completed = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && /\/api\/tasks\/\d+$/.test(r.url()),
  );
  await swipe(page, "Fold the laundry", 220);
  await expect(row(page, "Fold the laundry")).toHaveCount(0);
  expect((await completed).ok()).toBe(true);
  const seen = await moves(page);
  expect(seen.length).toBeGreaterThan(2);
  expect(seen.slice(2).every(Boolean)).toBe(true);
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => location.pathname)).toBe("/");
  await expect(hint).toBeHidden();

  // Understood once, the hint stays away.
  await page.reload();
  await expect(row(page, "Buy stamps")).toBeVisible();
  await settled(page);
  await expect(page.getByTestId("swipe-hint")).toBeHidden();
  await page.getByRole("radio", { name: "Completed" }).click();
  await expect(row(page, "Fold the laundry")).toBeVisible();
});
