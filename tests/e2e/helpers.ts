import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { claimSpecFile } from "./lane-share";

export { expect };

// Errors React reports in the console (minified or not: hydration mismatches #418/#423/#425,
// recoverable errors, render errors) and uncaught exceptions in the page. Network failures and
// our own logged messages are not React's and do not count.
const reactError =
  /Minified React error|react\.dev\/errors|Hydration|hydrat|did not match|Uncaught|The above error occurred/i;
// Chromium logs every script, style or frame the page's Content-Security-Policy blocked.
const cspViolation = /Content Security Policy/i;

/**
 * Every spec imports `test` from here: it fails a test whose pages logged a React error or threw
 * an uncaught exception, so a hydration mismatch cannot hide behind a page that looks right.
 */
export const test = base.extend<{ laneShare: void; reactErrors: string[] }>({
  // First, before any browser context is made: a spec file the other lane of the whole suite has
  // taken is skipped here (tests/e2e/lane-share.ts).
  laneShare: [
    async ({}, use, testInfo) => {
      testInfo.skip(!claimSpecFile(testInfo.file), "run by the suite's other lane");
      await use();
    },
    { auto: true },
  ],
  reactErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on("console", (message) => {
        if (
          message.type() === "error" &&
          (reactError.test(message.text()) || cspViolation.test(message.text()))
        )
          errors.push(message.text());
      });
      context.on("weberror", (error) => errors.push(`Uncaught: ${error.error().message}`));
      await use(errors);
      expect(errors, "React errors, CSP violations or uncaught exceptions in the page").toEqual([]);
    },
    { auto: true },
  ],
});

let n = 0;
export function newEmail(prefix = "e2e"): string {
  return `${prefix}.${Date.now()}.${++n}@example.com`;
}

/** The app's toast region (Next adds its own role="alert" announcer, so target ours by name). */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/**
 * A new account, signed in, on its dashboard once the page has settled. Made through the API (as
 * the form makes it, with the browser's time zone): most tests are about what comes after signing
 * up, and the sign-up page's load cost a test about 2 s of CPU (160 tests). The form itself is
 * driven by `registerWithForm`, in the tests about signing up (docs/decisions/test-loop.md).
 */
export async function register(page: Page, email = newEmail(), password = "secret123") {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const res = await page.request.post("/api/register", {
    data: { email, password, timeZone },
    // The app refuses a state-changing call without its own origin (lib/http/csrf.ts).
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  // The server's HTML shows before hydration has attached the page's listeners.
  await settled(page);
  return { email, password };
}

/** Signs up the way a person does: the register form (from a referral link when a code is given). */
export async function registerWithForm(
  page: Page,
  email = newEmail(),
  password = "secret123",
  referralCode?: string,
) {
  await page.goto(
    referralCode ? `/auth?tab=register&referralCode=${referralCode}` : "/auth?tab=register",
  );
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  return { email, password };
}

export async function login(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * Closes the guided tour a new account gets. Its code loads after the page, so wait for it to
 * show rather than looking once (a look before it loaded would leave it open over the page).
 */
export async function closeTour(page: Page) {
  const close = page.getByRole("button", { name: "Close tour" });
  await expect(close).toBeVisible();
  await close.click();
}

/**
 * Premium the way a user gets it: /subscribe → Upgrade Now → the demo card form (no Stripe keys
 * are set in e2e, so the demo provider runs and nothing is charged) → "Subscription Active".
 */
export async function becomePremium(page: Page) {
  await page.goto("/subscribe");
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  const form = page.getByRole("form", { name: "Demo card payment" });
  await form.getByLabel("Name on card").fill("E2E Tester");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/39");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay $5.00" }).click();
  await expect(toasts(page).getByText("Subscription Active", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
}

/** A scripted recogniser: hears `words` (interim first, final on Stop) like Chrome's would. */
export function fakeSpeech(words: string) {
  return `(() => {
    class FakeRecognition {
      constructor() { this.lang = ""; this.continuous = false; this.interimResults = false; }
      start() {
        window.__speechConfig = { lang: this.lang, continuous: this.continuous, interimResults: this.interimResults };
        setTimeout(() => this.onresult && this.onresult({ resultIndex: 0, results: [{ isFinal: false, length: 1, 0: { transcript: ${JSON.stringify(words.split(" ").slice(0, 3).join(" "))} } }] }), 50);
      }
      stop() {
        setTimeout(() => {
          this.onresult && this.onresult({ resultIndex: 0, results: [{ isFinal: true, length: 1, 0: { transcript: ${JSON.stringify(words)} } }] });
          this.onend && this.onend();
        }, 20);
      }
      abort() { this.onend && this.onend(); }
    }
    window.SpeechRecognition = FakeRecognition;
    window.webkitSpeechRecognition = FakeRecognition;
  })();`;
}

/**
 * The page has loaded, its network has been quiet for 500 ms and the main thread has had an idle
 * moment: the effects and lazy chunks a first paint starts have run. Use it before asserting that
 * something did NOT appear, instead of sleeping, and before pressing the page's own keys right after
 * a load (Ctrl+K, "q", Enter on a button): the server's HTML shows before hydration has attached
 * their listeners, and a key pressed in between is lost (the palette test failed so in CI).
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}

/**
 * Waits until an element's animations (a sheet sliding in) have finished. Playwright aims a tap at
 * where the target was when it last looked; on a loaded machine it can look during the last
 * frames of a slide, and the tap lands beside the target (the phone menu's Dark became System).
 */
export async function animationsDone(locator: Locator) {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
}

/** Where the element is once it has stopped moving: the same box in two animation frames in a row. */
export async function settledBox(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  return locator.evaluate(
    (el) =>
      new Promise((resolve) => {
        let last = "";
        const look = () => {
          const r = el.getBoundingClientRect();
          const now = JSON.stringify([r.x, r.y, r.width, r.height]);
          if (now === last) resolve({ x: r.x, y: r.y, width: r.width, height: r.height });
          else {
            last = now;
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(look);
      }),
  );
}

/** What drag and drop (@hello-pangea/dnd) last told screen readers: "You have lifted…", "…moved…". */
/** The drag-and-drop library's live region that is speaking (each list has its own). */
export const dragAnnouncement = (page: Page) =>
  page.locator('[id^="rfd-announcement-"]').filter({ hasText: /\S/ });

/**
 * Moves the focused drag handle's row one place down with the keyboard (space lifts, arrow moves,
 * space drops), waiting for each step to be announced, and resolves once the order is saved.
 */
export async function keyboardMoveDown(page: Page, from: number) {
  await page.keyboard.press("Space");
  await expect(dragAnnouncement(page)).toHaveText(`You have lifted an item in position ${from}`);
  await page.keyboard.press("ArrowDown");
  await expect(dragAnnouncement(page)).toHaveText(
    `You have moved the item from position ${from} to position ${from + 1}`,
  );
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/tasks/reorder") && r.request().method() === "POST",
  );
  await page.keyboard.press("Space");
  await expect(dragAnnouncement(page)).toHaveText(/You have dropped the item\./);
  expect((await saved).ok()).toBe(true);
}

/**
 * Resolves once a service worker controls the page (the first visit: after it installs and claims).
 * A first install precaches the whole shell, which on a loaded CI box can outlast the page it began
 * on; a page opened once a worker is active is always controlled, so the page is reloaded once
 * when no worker has taken it over within 30 s.
 */
export async function serviceWorkerControls(page: Page) {
  const controlled = (timeout: number) =>
    page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout })
      .then(
        () => true,
        () => false,
      );
  if (await controlled(30_000)) return;
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await controlled(15_000), "a service worker controls the page after a reload").toBe(true);
}

/**
 * Resolves once the service worker has kept a copy of the dashboard. Signing in claims the browser
 * for the new user and forgets every earlier copy; going offline before the copy asked for as the
 * page opened is there shows the "not opened on this device yet" page instead of the dashboard.
 */
export async function dashboardKeptOffline(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match("/", { ignoreVary: true }))))
    .toBe(true);
}

/** A call to the API from inside the page (its cookie, its origin): status and JSON body (null on 204). */
export async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    },
    { method, url, body },
  );
}

/**
 * Opens Plan today as a person does: the dashboard's button on a desktop, the phone menu's link on
 * a phone (the button is not on a phone's dashboard). Returns the dialog, once visible.
 */
export async function openPlanToday(page: Page, onPhone: boolean): Promise<Locator> {
  if (onPhone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Plan today" }).click();
  } else {
    await page.getByRole("button", { name: "Plan today" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Plan today" });
  await expect(dialog).toBeVisible();
  return dialog;
}
