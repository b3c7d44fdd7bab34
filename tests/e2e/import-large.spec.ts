// Issue 43, item 5: a large TickTick backup shows its progress as a bar with counts (not a
// spinner) while the server reads it and while it is imported, on a desktop and a phone. Every
// label the bar shows is recorded in the page (a step can pass faster than a poll).
import { bigTickTick } from "../../bench/ticktick-backup";
import { expect, register, test } from "./helpers";

const OPEN = 400;
const DONE = 1600;

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`a 2,000-row backup shows its progress with counts (${name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await register(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Import from another app" })).toBeVisible();
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"][aria-valuetext]')) {
          const text = bar.getAttribute("aria-valuetext")!;
          if (seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await page.getByLabel("Choose a file").setInputFiles({
      name: "TickTick-backup.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(bigTickTick(OPEN, DONE)),
    });
    const reading = page.getByRole("progressbar", {
      name: /Choosing areas: [\d,]+ of 2,000 tasks/,
    });
    // Screenshots when a bar is caught on screen; the assertions are on the labels recorded (two
    // lines that arrive together are drawn as one: React draws only the latest). A bar may be gone
    // by the time it is scrolled to: the scroll gives up after 2 s (without a timeout it waited for
    // the bar until the test's own, and CI failed the test once on that).
    if (
      await reading.waitFor({ timeout: 20_000 }).then(
        () => true,
        () => false,
      )
    ) {
      await reading.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
      await page
        .screenshot({ path: `test-results/import-reading-${name}.png` })
        .catch(() => undefined);
    }

    await expect(
      page.getByText("From a TickTick backup: 2,000 tasks (400 open, 1,600 completed)"),
    ).toBeVisible({ timeout: 60_000 });
    await page.getByRole("button", { name: "Import 2,000 tasks" }).click();
    const importing = page.getByRole("progressbar", { name: /Importing: [\d,]+ of 2,000 tasks/ });
    if (
      await importing.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      )
    ) {
      await importing.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
      await page
        .screenshot({ path: `test-results/import-writing-${name}.png` })
        .catch(() => undefined);
    }
    await expect(page.getByText(/Imported 2,000 tasks/)).toBeVisible({ timeout: 60_000 });

    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    const read = seen.filter((s) =>
      /^(Choosing areas|Saving what Balance read): [\d,]+ of 2,000 tasks$/.test(s),
    );
    expect(read.length, seen.join(" | ")).toBeGreaterThanOrEqual(1);
    const writing = seen.filter((s) => /^Importing: [\d,]+ of 2,000 tasks$/.test(s));
    expect(writing.length, seen.join(" | ")).toBeGreaterThanOrEqual(1);
  });
}
