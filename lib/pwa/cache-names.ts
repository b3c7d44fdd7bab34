// The service worker's runtime caches (app/sw.ts). Shared with the page, which empties the ones
// holding a user's data at logout (lib/pwa/forget.ts).
export const PAGE_CACHE = "balance-pages";
export const RSC_CACHE = "balance-rsc";
export const API_CACHE = "balance-api";
export const USER_DATA_CACHES = [PAGE_CACHE, RSC_CACHE, API_CACHE] as const;
/** GET endpoints whose last answer is kept for offline use (network first). */
export const OFFLINE_APIS = ["/api/tasks", "/api/journals", "/api/settings"] as const;
/** The page shown for a route never visited while online; a static file under public/. */
export const OFFLINE_FALLBACK = "/offline.html";
/** Messages between the page and the service worker. */
export const SW_VERSION_MESSAGE = "BALANCE_VERSION";
