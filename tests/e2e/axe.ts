// axe on the page as it stands: no serious or critical violation of WCAG 2.1 AA (and 2.2 AA when
// asked). Shared by a11y.spec.ts (every page and dialog) and keyboard-a11y.spec.ts.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./helpers";

const WCAG21 = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export async function expectNoSeriousViolations(
  page: Page,
  what: string,
  { wcag22 = false }: { wcag22?: boolean } = {},
) {
  // A dialog fading in is checked once it has arrived: mid-fade its colours are blends, and axe
  // measured the contrast of those (a flaky "color-contrast" on a confirmation's buttons).
  // Endless animations (a spinner, a skeleton's pulse) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(wcag22 ? [...WCAG21, "wcag22aa"] : WCAG21)
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(serious, `${what}: axe violations`).toEqual([]);
}
