/// <reference lib="webworker" />
// The service worker, bundled by @serwist/turbopack (app/serwist/[path]/route.ts) and served as
// /serwist/sw.js. Serwist does the caching:
//   - precache: Next's static files and public/ (the app shell, icons, the offline page);
//   - network first (the last answer kept for offline use): pages, their RSC payloads, and
//     GET /api/tasks, /api/journals, /api/settings;
//   - anything else (other APIs, POSTs, Stripe) goes to the network untouched;
//   - the copies of a user's pages and data are shown only while a user is signed in on this
//     browser, and a logout pressed offline goes out before anything else (lib/pwa/device-guard.ts).
// No skipWaiting: a new version waits, and the page lets it take over at the start of the next
// visit, never in the middle of one (components/pwa/register-service-worker.ts).
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistGlobalConfig,
} from "serwist";
import { addPushListeners } from "./sw-push";
import {
  API_CACHE,
  OFFLINE_APIS,
  OFFLINE_FALLBACK,
  PAGE_CACHE,
  RSC_CACHE,
  SW_VERSION_MESSAGE,
} from "@/lib/pwa/cache-names";
import { deviceGuard } from "@/lib/pwa/device-guard";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
// On a connection that answers nothing (a train in a tunnel) the last copy shows after this.
const NETWORK_TIMEOUT_SECONDS = 6;

const isRsc = (request: Request) => request.headers.get("RSC") === "1";

const runtimeCaching: RuntimeCaching[] = [
  {
    matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
    handler: new CacheFirst({
      cacheName: "balance-static",
      plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
    }),
  },
  {
    matcher: ({ sameOrigin, url }) =>
      sameOrigin && (OFFLINE_APIS as readonly string[]).includes(url.pathname),
    method: "GET",
    handler: new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [deviceGuard, new ExpirationPlugin({ maxEntries: 16, maxAgeSeconds: 30 * DAY })],
    }),
  },
  {
    matcher: ({ request, sameOrigin, url }) =>
      sameOrigin && isRsc(request) && !url.pathname.startsWith("/api/"),
    method: "GET",
    handler: new NetworkFirst({
      cacheName: RSC_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [deviceGuard, new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 30 * DAY })],
    }),
  },
  {
    // Pages: real navigations, and the page's own request to keep the page it opened on.
    matcher: ({ request, sameOrigin, url }) =>
      sameOrigin &&
      !url.pathname.startsWith("/api/") &&
      !url.pathname.startsWith("/serwist/") &&
      !isRsc(request) &&
      (request.mode === "navigate" || (request.headers.get("accept") ?? "").includes("text/html")),
    method: "GET",
    handler: new NetworkFirst({
      cacheName: PAGE_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [deviceGuard, new ExpirationPlugin({ maxEntries: 32, maxAgeSeconds: 30 * DAY })],
    }),
  },
];

const precacheEntries = self.__SW_MANIFEST ?? [];

// This build's version: a short hash of the precache list (it changes with every deploy). The page
// asks for it to tell a returning visitor the app was updated.
const version = (() => {
  let hash = 5381;
  for (const entry of precacheEntries) {
    const text = typeof entry === "string" ? entry : `${entry.url}#${entry.revision ?? ""}`;
    for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  }
  return (hash >>> 0).toString(36);
})();

const serwist = new Serwist({
  precacheEntries,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching,
  fallbacks: {
    entries: [{ url: OFFLINE_FALLBACK, matcher: ({ request }) => request.mode === "navigate" }],
  },
});

self.addEventListener("message", (event) => {
  if (event.data?.type === SW_VERSION_MESSAGE) event.ports[0]?.postMessage(version);
});

// Push reminders with Done and Snooze 1 h (app/sw-push.ts).
addPushListeners();

serwist.addEventListeners();
