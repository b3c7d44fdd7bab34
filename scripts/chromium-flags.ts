// The flags Debian's Chromium runs with under test and bench: no sandbox (a container), no GPU,
// and none of the background fetches a first run makes (no network here but the registries).
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
