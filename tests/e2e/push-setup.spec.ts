// Issue 47, item 4: turning notifications on says what went wrong (a private window's silent
// "default", no push service, a push service that never answers: 10 s), and saving the reminder
// lead says "saved" only for what is true on this device. The browser's push parts are replaced
// per case by an init script (headless Chromium reaches no real push service).
import type { Page } from "@playwright/test";
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from "../../scripts/chromium-flags";
import {
  closeTour,
  expect,
  newEmail,
  register,
  serviceWorkerControls,
  test,
  toasts,
} from "./helpers";

test.slow(true, "waits for a first service-worker install and a 10 s subscribe timeout");
// The full browser: the headless shell has no Notification API, so the button never shows.
test.use({
  viewport: { width: 1280, height: 800 },
  serviceWorkers: "allow",
  launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_FLAGS },
});

async function settingsWith(page: Page, mode: "private" | "unavailable" | "unreachable" | "") {
  await page.evaluate((m) => sessionStorage.setItem("push-mode", m), mode);
  await page.reload();
  await expect(page.getByRole("button", { name: "Turn on notifications" })).toBeEnabled();
}

test("every push setup failure says what happened; 'saved' only when true for this device", async ({
  page,
  context,
}) => {
  await context.addInitScript(() => {
    const mode = sessionStorage.getItem("push-mode");
    if (mode === "private") Notification.requestPermission = async () => "default";
    if (mode === "unavailable")
      PushManager.prototype.subscribe = () =>
        Promise.reject(
          new DOMException("Registration failed - push service not available", "AbortError"),
        );
    if (mode === "unreachable") PushManager.prototype.subscribe = () => new Promise(() => {});
  });
  await register(page, newEmail("push-setup"));
  await closeTour(page);
  await context.grantPermissions(["notifications"]);
  await page.goto("/settings");
  await serviceWorkerControls(page);
  await settingsWith(page, "");

  // The lead saved on a device that never subscribed: not "Notifications saved".
  await page.getByLabel("Remind me").selectOption("15");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toasts(page).getByText("Reminder time saved", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Notifications saved")).toHaveCount(0);
  // What that means stays in the card, not in the toast that vanishes (issue 47).
  await expect(page.getByTestId("push-summary")).toHaveText(
    "No device has notifications on yet: turn them on above to get reminders 15 minutes before a task's time.",
  );

  const turnOn = page.getByRole("button", { name: "Turn on notifications" });
  const failure = page.getByTestId("push-failure");

  await settingsWith(page, "private");
  await turnOn.click();
  await expect(failure).toContainText("the browser's question was closed or never shown");

  await settingsWith(page, "unavailable");
  await turnOn.click();
  await expect(failure).toContainText("this browser has no push service here");

  await settingsWith(page, "unreachable");
  const started = Date.now();
  await turnOn.click();
  await expect(failure).toContainText("did not answer within 10 seconds", { timeout: 20_000 });
  expect(Date.now() - started).toBeGreaterThan(9_000);
  await expect(turnOn).toBeEnabled();
  expect(
    await page.evaluate(async () => (await (await fetch("/api/push/subscriptions")).json()).length),
  ).toBe(0);
});
