// Issue 47 item 9, the mechanical layout checks: the wheel's legend names whole at 1280 px
// ("Personal Growth", not "Personal G…"), segmented tabs inside their track, and nothing scrolls
// sideways at 320 px (the screens themselves: phone.spec.ts).
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, settledBox, test, toasts } from "./helpers";

/** Elements matching `selector` whose text does not fit their box. */
const cut = (page: Page, selector: string) =>
  page.evaluate(
    (q) =>
      [...document.querySelectorAll<HTMLElement>(q)]
        .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    selector,
  );

/** Segmented options drawn outside their group's track. */
const outside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="radiogroup"]')].flatMap((group) => {
      const track = group.getBoundingClientRect();
      if (track.width === 0) return [];
      return [...group.querySelectorAll<HTMLElement>('[role="radio"]')]
        .filter((option) => {
          const r = option.getBoundingClientRect();
          return (
            r.left < track.left - 1 ||
            r.right > track.right + 1 ||
            option.scrollWidth > option.clientWidth + 1
          );
        })
        .map((option) => option.textContent);
    }),
  );

async function withTasks(page: Page, prefix: string) {
  await register(page, newEmail(prefix));
  await closeTour(page);
  for (const [description, category] of [
    ["Read two chapters", "personal_growth"],
    ["Cinema with friends", "fun_recreation"],
    ["Call mom", "family_friends"],
  ])
    expect(
      (await page.request.post("/api/tasks", { data: { description, category } })).status(),
    ).toBe(201);
  await page.reload();
  await expect(page.getByTestId("task-row").first()).toBeVisible();
}

test.describe("desktop 1280", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the legend's names are whole and the tabs sit in their tracks", async ({ page }) => {
    await withTasks(page, "legend");
    const names = page.getByTestId("legend-name");
    await expect(names.first()).toBeVisible();
    expect(await cut(page, '[data-testid="legend-name"]')).toEqual([]);
    await expect(
      page.getByTestId("legend-active-personal_growth").getByTestId("legend-name"),
    ).toHaveText("Personal Growth");
    expect(await outside(page)).toEqual([]);
  });
});

for (const width of [390, 320]) {
  test.describe(`phone ${width}`, () => {
    test.use({ viewport: { width, height: 700 }, hasTouch: true, isMobile: true });

    test("tabs sit in their tracks and the dashboard does not scroll sideways", async ({
      page,
    }) => {
      await withTasks(page, `tabs-${width}`);
      expect(await outside(page)).toEqual([]);
      expect(await cut(page, '[data-testid="legend-name"]')).toEqual([]);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBe(0);
    });

    test("journal tabs keep their words whole, and the review's bars share one length", async ({
      page,
    }) => {
      await withTasks(page, `bars-${width}`);
      await page.goto("/notebook");
      const tabs = page.getByRole("tablist", { name: "Life areas" }).getByRole("tab");
      await expect(tabs).toHaveCount(8);
      expect(await cut(page, '[role="tab"]')).toEqual([]);
      // No word broken across lines: each text of a tab takes no more lines than it has words.
      const broken = await tabs.evaluateAll((list) =>
        list.flatMap((tab) => {
          const walker = document.createTreeWalker(tab, NodeFilter.SHOW_TEXT);
          const texts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const words = (node.textContent ?? "").trim().split(/\s+/).filter(Boolean).length;
            if (words === 0) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            if (lines > words) texts.push(node.textContent ?? "");
          }
          return texts;
        }),
      );
      expect(broken).toEqual([]);
      await page.goto("/review");
      const bars = page.getByTestId("review-share-bar");
      await expect(bars).toHaveCount(8);
      const widths = await bars.evaluateAll((list) =>
        list.map((bar) => Math.round(bar.getBoundingClientRect().width)),
      );
      expect(new Set(widths).size, widths.join(", ")).toBe(1);
      expect(widths[0]).toBeGreaterThan(120);
    });

    test("the header keeps every button on the screen with a timer running and no network", async ({
      page,
      context,
    }) => {
      await withTasks(page, `header-${width}`);
      const task = (await (
        await page.request.post("/api/tasks", {
          data: { description: "Write the report", category: "business_career" },
        })
      ).json()) as { id: number };
      expect(
        (await page.request.post("/api/timer", { data: { taskId: task.id } })).status(),
      ).toBeLessThan(300);
      await page.reload();
      await expect(page.getByTestId("header-timer")).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole("banner").getByRole("status")).toBeAttached();
      const banner = page.getByRole("banner");
      // Every control of the header, the clock's Stop and the menu included, is whole on screen.
      const past = await banner.evaluate((header) =>
        [...header.querySelectorAll<HTMLElement>("a, button, [role=status], [role=timer]")]
          .filter((el) => el.getClientRects().length > 0)
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < 0 || r.right > document.documentElement.clientWidth;
          })
          .map((el) => el.getAttribute("aria-label") ?? el.textContent),
      );
      expect(past).toEqual([]);
      await expect(banner.getByRole("button", { name: "Stop timer" })).toBeInViewport();
      await context.setOffline(false);
    });
  });
}

// A toast does not cover the control just used: "Save Settings" scrolled to the bottom edge of
// the screen, clicked, stays whole and clickable while "Settings saved" shows (issue 47 item 9).
for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the save toast leaves Save Settings clear at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await register(page, newEmail(`toast-${width}`));
    await closeTour(page);
    await page.goto("/settings");
    const save = page.getByRole("button", { name: "Save Settings" });
    // The button's bottom at the screen's bottom edge, where a toast would show.
    await save.evaluate((el) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.bottom - window.innerHeight + 8);
    });
    await save.click();
    const toast = toasts(page).locator("li").filter({ hasText: "Settings saved" });
    await expect(toast).toBeVisible();
    // Where the toast comes to rest: it slides in, and a box read mid-slide is not where it stays.
    const [a, b] = [await save.boundingBox(), await settledBox(toast)];
    const apart =
      a!.y + a!.height <= b!.y ||
      b!.y + b!.height <= a!.y ||
      a!.x + a!.width <= b!.x ||
      b!.x + b!.width <= a!.x;
    expect(apart, "the toast covers Save Settings").toBe(true);
    // Under the header, not over it.
    const header = await page.getByRole("banner").boundingBox();
    expect(b!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  });
}
