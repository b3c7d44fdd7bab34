import { existsSync } from "node:fs";

/**
 * The flags of every Chromium launched under test and bench: no sandbox (a container), no GPU.
 * Alone, they are what a browser on its own profile folder runs with (the install, push and
 * shared-browser tests): one list instead of a copy in each of them.
 */
export const PROFILE_CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
];

// The flags Playwright's browsers and the bench's Lighthouse run with: the above, and none of the
// background fetches a first run makes (no network here but the registries).
export const CHROMIUM_FLAGS = [
  ...PROFILE_CHROMIUM_FLAGS,
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Debian's full browser: Lighthouse, and the tests that need a real profile (install, push). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the end-to-end tests drive: Debian's headless shell, the same engine without the
 * full browser's window and profile machinery, which spends about a third less CPU per test
 * (docs/decisions/test-loop.md). `scripts/ensure-chromium.sh` installs both packages.
 */
export const TEST_CHROMIUM =
  process.env.E2E_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
