"use client";
// Asks the service worker to fetch these now and keep them for offline use (Serwist's CACHE_URLS
// message); pages are asked for as HTML. Called when a page opens and after changes, so the copy
// an offline visit opens is the last one seen. Does nothing without a worker or a network.
import { OFFLINE_APIS } from "./cache-names";

function keepForOffline(paths: string[]): void {
  if (typeof navigator === "undefined" || !navigator.onLine) return;
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const urlsToCache = paths.map((p) =>
    (OFFLINE_APIS as readonly string[]).includes(p)
      ? p
      : [p, { headers: { accept: "text/html" }, credentials: "same-origin" }],
  );
  worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
}

/** The page on screen, kept as it is now. */
export const keepThisPage = () => keepForOffline([location.pathname + location.search]);

/**
 * The page on screen and, unless it is the sign-in page (no user's data there), the data the
 * offline screens read: what a page asks for when it first has a worker, or after the device
 * changed hands.
 */
export function keepThisPageAndData(): void {
  const here = location.pathname + location.search;
  keepForOffline(here.startsWith("/auth") ? [here] : [here, ...OFFLINE_APIS]);
}
