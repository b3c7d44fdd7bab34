import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "./scripts/chromium-flags";

// End-to-end tests drive the production build in Debian's Chromium headless shell (browser
// downloads fail here).
const PORT = Number(process.env.E2E_PORT || 3100);
const DATA_DIR = process.env.E2E_DATA_DIR || ".data-e2e";
// The calendar server the calendars e2e starts (tests/e2e/calendars.spec.ts) listens here; the
// app may read a loopback calendar only from a host named in CALENDAR_ALLOWED_HOSTS.
const CALENDAR_PORT = PORT + 50;

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/warm-up.ts",
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test cost a third of the suite's browser CPU (docs/decisions/
    // test-loop.md); CI retries a failed test once, and the retry records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    // No service worker unless a test asks for one: its first install precaches the whole app
    // shell (117 files, 2.9 MB) in every fresh context, about 3 s of CPU a test. The specs of the
    // worker itself (pwa, push, push-setup, shared-browser, habits offline) allow it
    // (docs/decisions/test-loop.md).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // Playwright's request client (`page.request`) keeps a socket for the whole test and ignores
    // the server's `Keep-Alive: timeout=5` (microsoft/playwright#42698): a request sent as Node's
    // default 5 s of idleness ran out met the server's close, ECONNRESET (push.spec.ts, stop 64).
    // The server keeps idle sockets longer than any test lasts (180 s at most).
    command: `rm -rf ${DATA_DIR} && npx next start -p ${PORT} -H 127.0.0.1 --keepAliveTimeout 200000`,
    url: `http://127.0.0.1:${PORT}/auth`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: {
      ...(process.env as Record<string, string>),
      DATA_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
      // The e2e suite signs in and signs up many times from one address.
      LOGIN_RATE_WINDOW_SECONDS: "5",
      REGISTER_RATE_LIMIT_PER_HOUR: "100000",
      CALENDAR_ALLOWED_HOSTS: `127.0.0.1:${CALENDAR_PORT}`,
    },
  },
});
