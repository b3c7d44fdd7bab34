// The service worker's runtime caches (app/sw.ts). Shared with the page, which empties the ones
// holding a user's data at logout (lib/pwa/forget.ts).
export const PAGE_CACHE = "balance-pages";
export const RSC_CACHE = "balance-rsc";
export const API_CACHE = "balance-api";
export const USER_DATA_CACHES = [PAGE_CACHE, RSC_CACHE, API_CACHE] as const;
/**
 * Whose data this browser holds, and a logout still to be sent (lib/pwa/device.ts): small marker
 * entries in Cache Storage, which the page and the service worker can both read.
 */
export const DEVICE_CACHE = "balance-device";
export const DEVICE_OWNER_URL = "/__balance/device-owner";
export const PENDING_LOGOUT_URL = "/__balance/pending-logout";
/** GET endpoints whose last answer is kept for offline use (network first). */
export const OFFLINE_APIS = [
  "/api/tasks",
  "/api/journals",
  "/api/settings",
  "/api/habits",
] as const;
/** The page shown for a route never visited while online; a static file under public/. */
export const OFFLINE_FALLBACK = "/offline.html";
/** Messages between the page and the service worker. */
export const SW_VERSION_MESSAGE = "BALANCE_VERSION";
