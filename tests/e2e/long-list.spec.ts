// A long list (issue 30, item 2): the server sends one screen of rows, the page draws more as the
// person scrolls towards the end, and every task is still counted and reachable.
import { closeTour, expect, newEmail, register, test } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("60 tasks: 8 rows in the page's HTML, the rest drawn while scrolling down", async ({
  page,
}) => {
  await register(page, newEmail("long"));
  await closeTour(page);
  for (let i = 1; i <= 59; i++) {
    const res = await page.request.post("/api/tasks", {
      data: { description: `Long list task ${String(i).padStart(2, "0")}`, category: "health" },
    });
    expect(res.status()).toBe(201);
  }
  const html = await (await page.request.get("/")).text();
  expect(html.match(/data-testid="task-row"/g)).toHaveLength(8); // FIRST_SCREEN_ROWS

  await page.reload();
  const rows = page.getByTestId("task-row");
  await expect(rows.first()).toContainText("Long list task 59"); // new tasks go on top
  expect(await rows.count()).toBeLessThan(60);
  // Scrolling to the end draws the next rows until none are left (the welcome task is last): a
  // jump to the end passes the list's end without showing it, and must draw them all the same.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(rows).toHaveCount(60, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(rows).toHaveCount(60);
  await expect(rows.nth(58)).toContainText("Long list task 01");
});
