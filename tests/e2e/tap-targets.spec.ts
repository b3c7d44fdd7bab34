// Every tap target on a phone is at least 44 x 44 px (issue 31, item 8), measured at 390 x 844 on
// the dashboard (with tasks), the journal, the vision boards, settings and the open phone menu.
// A control may look smaller than its hit area (a 16 px checkbox, a 20 px drag handle): what is
// measured is where a finger lands on it, by asking the page which element is under each point of
// a 44 px square centred on the control. A neighbour's hit area covering part of that square makes
// it fail too, as it would under a finger.
import type { Page } from "@playwright/test";
import { closeTour, expect, newEmail, register, settled, settledBox, test } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const INTERACTIVE = [
  "button",
  "a[href]",
  "input[type=checkbox]",
  "[role=checkbox]",
  "[role=button]",
  "select",
  "summary",
  "[data-rfd-drag-handle-draggable-id]",
].join(", ");

/** The visible controls whose finger-sized square is not theirs, as "what (w×h)". */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const SIZE = 44;
    const small: string[] = [];
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (seen.has(el)) continue;
      seen.add(el);
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (el.closest(".sr-only, [aria-hidden='true'], [inert], [hidden]")) continue;
      let rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue; // not drawn (screen-reader-only text)
      // WCAG 2.5.8's inline exception: a link inside a sentence, whose size is set by the line
      // of text around it. Only a link sharing its paragraph with other words qualifies.
      const paragraph = el.tagName === "A" ? el.closest("p") : null;
      if (
        paragraph &&
        (paragraph.textContent ?? "").trim().length > (el.textContent ?? "").trim().length + 10
      )
        continue;
      if (rect.width >= SIZE && rect.height >= SIZE) continue;
      el.scrollIntoView({ block: "center", inline: "center" });
      rect = el.getBoundingClientRect();
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const half = SIZE / 2 - 1;
      const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
      const ours = (hit: Element | null) =>
        !!hit && (el.contains(hit) || labels.some((label) => label.contains(hit)));
      const missed: string[] = [];
      for (const dx of [-half, 0, half])
        for (const dy of [-half, 0, half]) {
          const x = Math.min(Math.max(cx + dx, 0), window.innerWidth - 1);
          const y = Math.min(Math.max(cy + dy, 0), window.innerHeight - 1);
          const hit = document.elementFromPoint(x, y);
          if (!ours(hit)) missed.push(`${dx},${dy}→${hit?.tagName.toLowerCase() ?? "nothing"}`);
        }
      if (missed.length > 0) {
        const name =
          el.getAttribute("aria-label") ||
          (el.textContent ?? "").trim().slice(0, 40) ||
          el.getAttribute("href") ||
          "";
        small.push(
          `${el.tagName.toLowerCase()} "${name}" (${Math.round(rect.width)}×${Math.round(rect.height)}, misses ${missed.join(" ")})`,
        );
      }
    }
    return small;
  }, INTERACTIVE);
}

test("every tap target on the main screens is at least 44 x 44 px at 390 px", async ({ page }) => {
  await register(page, newEmail("tap"));
  await closeTour(page);
  for (const text of ["Call the bank", "Water the plants"]) {
    await page.getByLabel("New Task").fill(text);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByTestId("task-row").filter({ hasText: text })).toBeVisible();
  }
  // A journal entry and a board, so their cards' controls are measured too, not empty states.
  const entry = await page.request.post("/api/journals", {
    // Personal Growth: the journal's first open tab for a new account.
    data: { title: "Sunday", content: "Walked by the river.", category: "personal_growth" },
  });
  expect(entry.ok()).toBe(true);
  const board = await page.request.post("/api/vision-boards", {
    data: { title: "Garden", description: "Tomatoes and herbs" },
  });
  expect(board.ok()).toBe(true);
  // Issue 45: a goal with an open and a done task, so its card's controls are measured.
  const goal = await (
    await page.request.post("/api/goals", {
      data: { title: "Tidy the garden", category: "physical_environment" },
    })
  ).json();
  for (const description of ["Buy compost", "Cut the hedge"]) {
    const res = await page.request.post("/api/tasks", {
      data: { description, category: "physical_environment", goalId: goal.id },
    });
    expect(res.ok()).toBe(true);
  }
  const screens: { path: string; heading: string; shows?: string }[] = [
    { path: "/", heading: "Dashboard" },
    { path: "/notebook", heading: "My Journal", shows: "Sunday" },
    { path: "/vision-board", heading: "Vision Boards", shows: "Garden" },
    { path: "/settings", heading: "Settings" },
    { path: "/goals", heading: "Goals", shows: "Tidy the garden" },
  ];
  const problems: string[] = [];
  for (const screen of screens) {
    if (screen.path !== "/") await page.goto(screen.path);
    await expect(
      page.getByRole("heading", { name: screen.heading, level: 1 }).first(),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    if (screen.shows) await expect(page.getByText(screen.shows).first()).toBeVisible();
    for (const small of await smallTargets(page)) problems.push(`${screen.path}: ${small}`);
  }
  // The phone menu, open: its links and its close button.
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu).toBeVisible();
  await settledBox(menu.getByRole("button", { name: "Close" })); // its slide-in animation
  for (const small of await smallTargets(page)) problems.push(`menu: ${small}`);
  expect(problems, "tap targets under 44 x 44 px").toEqual([]);
});

// The switch (36 x 20) turns from a click on itself (the switch is what is under the pointer, not
// its 44 px area drawn over it) and from a tap on that area just beside it.
test("a switch turns from a click on it and from a tap beside it", async ({ page }) => {
  await register(page, newEmail("switch-tap"));
  await closeTour(page);
  await page.goto("/settings");
  await settled(page); // the switch is the server's HTML; it saves once the page has hydrated
  const shortcuts = page.getByRole("switch", { name: /Keyboard shortcuts/ });
  await shortcuts.scrollIntoViewIfNeeded();
  const before = await shortcuts.isChecked();
  await shortcuts.click();
  await expect(shortcuts).toBeChecked({ checked: !before });
  const box = await settledBox(shortcuts);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height + 8);
  await expect(shortcuts).toBeChecked({ checked: before });
});
