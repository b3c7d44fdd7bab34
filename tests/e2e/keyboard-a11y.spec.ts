// Issue 47 item 11: keyboard and screen reader (WCAG 2.2 AA). Focus comes back to the control that
// opened a dialog, the palette or a menu; a skip link is the first Tab stop; headings go in order;
// single-key shortcuts can be turned off and are listed by "?", the palette and the phone menu;
// a focus ring of at least 3:1 on every control, red ones too, light and dark; find in page
// reaches every task; axe finds nothing serious on the main pages at a desktop and a phone size.
import type { Locator, Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, settled, test } from "./helpers";
import { expectNoSeriousViolations } from "./axe";

const rows = (page: Page) => page.getByTestId("task-row");

/** Waits for the focus to be on `target` (a dialog's closing animation runs first). */
async function expectFocusBackOn(target: Locator, what: string) {
  await expect(target, `${what}: the focus is back on its opener`).toBeFocused();
}

test("keyboard only: skip link, add, complete, and every dialog, menu and the palette give the focus back", async ({
  page,
}) => {
  await register(page, newEmail("keys47"));
  await closeTour(page);

  // The first Tab stop is the skip link; Enter takes the focus past the header.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  // Add a task with q, type, Enter; complete it with Space on its checkbox.
  await page.keyboard.press("q");
  await expect(page.getByLabel("New Task")).toBeFocused();
  await page.keyboard.type("Water the plants");
  await page.keyboard.press("Enter");
  await expect(rows(page).filter({ hasText: "Water the plants" })).toBeVisible();
  await page.getByLabel("New Task").focus();
  await page.keyboard.type("Pack for the trip");
  await page.keyboard.press("Enter");
  const pack = rows(page).filter({ hasText: "Pack for the trip" });
  await expect(pack).toBeVisible();
  await page.getByRole("checkbox", { name: 'Complete "Water the plants"' }).focus();
  await page.keyboard.press("Space");
  await expect(rows(page).filter({ hasText: "Water the plants" })).toHaveCount(0);

  // The palette by its button: Escape gives the focus back to the button.
  const search = page.getByTestId("search-button");
  await search.focus();
  await page.keyboard.press("Enter");
  const palette = page.getByRole("dialog", { name: "Search" });
  await expect(palette.getByRole("combobox", { name: "Search" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await expectFocusBackOn(search, "palette (button)");

  // The palette by Ctrl+K from a task: back on the task.
  const packText = pack.getByRole("button", { name: "Pack for the trip", exact: true });
  await packText.focus();
  await page.keyboard.press("Control+k");
  await expect(palette.getByRole("combobox", { name: "Search" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await expectFocusBackOn(packText, "palette (Ctrl+K)");

  // A checklist: the task's editor opened with Enter on its text, an item added, Escape.
  await packText.focus();
  await page.keyboard.press("Enter");
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await expect(edit).toBeVisible();
  await edit.getByLabel("New checklist item").focus();
  await page.keyboard.type("Passport");
  await page.keyboard.press("Enter");
  await expect(edit.getByLabel("Checklist item: Passport")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(edit).toBeHidden();
  await expectFocusBackOn(packText, "edit dialog with its checklist (row text)");

  // The pencil opens the same editor; Cancel gives the focus back to the pencil.
  const pencil = page.getByRole("button", { name: 'Edit "Pack for the trip"' });
  await pencil.focus();
  await page.keyboard.press("Enter");
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await expect(edit).toBeHidden();
  await expectFocusBackOn(pencil, "edit dialog (pencil, Cancel)");

  // The row's "…" menu and Reschedule menu: Escape, back on their buttons.
  for (const name of ['More actions for "Pack for the trip"', 'Reschedule "Pack for the trip"']) {
    const trigger = page.getByRole("button", { name });
    if (!(await trigger.isVisible())) continue; // a narrow row folds one into the other
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expectFocusBackOn(trigger, name);
  }

  // Plan today.
  const plan = page.getByRole("button", { name: "Plan today" });
  await plan.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expectFocusBackOn(plan, "plan today");

  // "?" lists the shortcuts; Escape gives the focus back to the task it was pressed on.
  await packText.focus();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  await expect(help.getByText("Focus the new-task field")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await expectFocusBackOn(packText, '"?" dialog');

  // The palette's "Keyboard shortcuts": the palette closes, the list opens, and closing the list
  // gives the focus back to what opened the palette.
  await search.focus();
  await page.keyboard.press("Enter");
  await expect(palette.getByRole("combobox", { name: "Search" })).toBeFocused();
  await page.keyboard.type("Keyboard shortcuts");
  await expect(palette.getByRole("option", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
  await expectFocusBackOn(search, "shortcuts opened from the palette");
});

test("single-key shortcuts can be turned off in Settings, and then a single key does nothing", async ({
  page,
}) => {
  await register(page, newEmail("keys-off"));
  await closeTour(page);
  await page.goto("/settings");
  const toggle = page.getByRole("switch", { name: "Keyboard shortcuts" });
  await expect(toggle).toBeChecked();
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Keyboard shortcuts off", { exact: true })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const field = page.getByLabel("New Task");
  for (const key of ["q", "?", "j", "/"]) await page.keyboard.press(key);
  // The keys' code loads on the first press: once it has arrived, each press was handled.
  await settled(page);
  for (const key of ["q", "?", "j", "/"]) await page.keyboard.press(key);
  await settled(page);
  await expect(field).not.toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Ctrl+K needs a modifier: it still opens the search.
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
  await page.keyboard.press("Escape");

  // On again: q focuses the field.
  await page.goto("/settings");
  await page.getByRole("switch", { name: "Keyboard shortcuts" }).check();
  await expect(page.getByText("Keyboard shortcuts on", { exact: true })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await settled(page); // the heading is the server's HTML; the shortcut listens once hydrated
  await page.keyboard.press("q");
  await expect(field).toBeFocused();
});

test("the phone menu lists the keyboard shortcuts", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, newEmail("keys-phone"));
  await closeTour(page);
  const menu = page.getByRole("button", { name: "Open menu" });
  await menu.click();
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
});

/** [level, text] of the headings a screen reader lists, in document order. */
async function headingOutline(page: Page): Promise<[number, string][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role=heading]")]
      .filter((h) => h.getClientRects().length > 0 || h.closest("[aria-live]") === null)
      .filter((h) => !h.closest("[aria-hidden=true]"))
      .map((h): [number, string] => [
        Number(h.getAttribute("aria-level") ?? h.tagName.slice(1)),
        (h.textContent ?? "").trim().slice(0, 40),
      ]),
  );
}

test("every page's headings start at h1 and never skip a level going down", async ({ page }) => {
  await register(page, newEmail("headings"));
  await closeTour(page);
  for (const path of [
    "/",
    "/notebook",
    "/insights",
    "/settings",
    "/review",
    "/goals",
    "/habits",
    "/subscribe",
    "/vision-board",
    "/affiliate",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const outline = await headingOutline(page);
    expect(outline[0]?.[0], `${path}: the first heading is the page's h1`).toBe(1);
    const jumps = outline.filter((h, i) => i > 0 && h[0] > outline[i - 1]![0] + 1);
    expect(jumps, `${path}: headings that skip a level: ${JSON.stringify(outline)}`).toEqual([]);
  }
});

/** The contrast ratio of the focused element's outline against the page behind it. */
async function focusRingContrast(page: Page): Promise<{ ratio: number; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data];
    };
    // The colour behind the ring: the first ancestor (outside the element) with a background.
    let bg = [255, 255, 255, 255];
    for (let n = el.parentElement; n; n = n.parentElement) {
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3]! > 200) {
        bg = c;
        break;
      }
    }
    const style = getComputedStyle(el);
    const ring = style.outlineStyle !== "none" ? rgba(style.outlineColor) : [0, 0, 0, 0];
    const lum = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [a, b] = [lum(ring), lum(bg)].sort((x, y) => y - x);
    const width = parseFloat(style.outlineWidth);
    const ratio = ring[3]! < 200 || width < 2 ? 0 : (a! + 0.05) / (b! + 0.05);
    return {
      ratio,
      what: `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${style.outlineStyle} ${style.outlineColor} on rgb(${bg.slice(0, 3).join()})`,
    };
  });
}

test("a visible focus ring of at least 3:1 on every kind of control, red buttons too, light and dark", async ({
  page,
}) => {
  await register(page, newEmail("ring"));
  await closeTour(page);
  const check = async (target: Locator, what: string) => {
    // A key press first: the browser then draws :focus-visible for a scripted focus too.
    await page.keyboard.press("Shift");
    await target.focus();
    // The ring's own transition (a button's transition-all) ends first.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    const { ratio, what: seen } = await focusRingContrast(page);
    expect(ratio, `${what}: ${seen}`).toBeGreaterThanOrEqual(3);
  };
  for (const theme of ["light", "dark"]) {
    await page.evaluate((t) => localStorage.setItem("theme", t), theme);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
    await check(page.getByRole("button", { name: "Delete account" }), `${theme}: red button`);
    await check(page.getByRole("switch", { name: "Keyboard shortcuts" }), `${theme}: switch`);
    await check(
      page.getByRole("button", { name: "Reset to Defaults" }),
      `${theme}: outline button`,
    );
    await check(page.getByRole("slider").first(), `${theme}: slider`);
    await check(page.getByRole("combobox").first(), `${theme}: select`);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await check(page.getByLabel("New Task"), `${theme}: text field`);
    await check(page.getByRole("button", { name: "Add", exact: true }), `${theme}: primary button`);
    await check(rows(page).first().getByRole("checkbox"), `${theme}: checkbox`);
    await check(page.getByTestId("search-button"), `${theme}: header button`);
    await check(page.getByRole("link", { name: "Journal" }), `${theme}: nav link`);
  }
});

test("find in page reaches every task: Ctrl+F draws the rows below the first screen", async ({
  page,
}) => {
  await register(page, newEmail("find"));
  await closeTour(page);
  for (let i = 1; i <= 30; i++) {
    const res = await page.request.post("/api/tasks", {
      data: { description: `Errand number ${i}`, category: "finances" },
    });
    expect(res.ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  // The key is heard once the page has hydrated (pressed on the server's HTML, it reached nothing
  // and the list grew by scrolling alone: 28 rows, once in a loaded run).
  await settled(page);
  expect(await rows(page).count()).toBeLessThan(31);
  await page.keyboard.press("Control+f");
  await expect(rows(page)).toHaveCount(31);
  await expect(page.getByText("Errand number 1", { exact: true })).toBeAttached();
});

for (const size of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`axe: dashboard, settings, journal, insights and review at a ${size.name} size`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await register(page, newEmail(`axe-${size.name}`));
    await closeTour(page);
    for (const path of ["/", "/settings", "/notebook", "/insights", "/review"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, `${path} (${size.name})`, { wcag22: true });
    }
  });
}
