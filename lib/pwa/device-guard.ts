// The service worker's half of lib/pwa/device.ts (finding F3), a Serwist plugin on the handlers
// that keep a user's pages and data:
//   - a cached copy is used only while the device has an owner (a signed-in page claimed it; the
//     sign-in page and logout release it): with nobody signed in, nobody's copy is shown;
//   - a logout pressed offline is sent before any request goes out again, so the session ends on
//     the server before a page could be rendered with it.
// Imported by app/sw.ts only (it runs in the service worker, not in pages).
import type { SerwistPlugin } from "serwist";
import { DEVICE_CACHE, DEVICE_OWNER_URL, PENDING_LOGOUT_URL } from "./cache-names";

async function marker(url: string): Promise<Response | undefined> {
  return (await caches.open(DEVICE_CACHE)).match(url);
}

let sending: Promise<void> | null = null;

/** One logout at a time, however many requests start at once. */
function sendPendingLogout(): Promise<void> {
  sending ??= (async () => {
    if (!(await marker(PENDING_LOGOUT_URL))) return;
    const res = await fetch("/api/logout", { method: "POST", credentials: "same-origin" });
    if (res.ok) await (await caches.open(DEVICE_CACHE)).delete(PENDING_LOGOUT_URL);
  })()
    .catch(() => undefined) // still offline: the request itself fails next
    .finally(() => {
      sending = null;
    });
  return sending;
}

export const deviceGuard: SerwistPlugin = {
  async requestWillFetch({ request }) {
    await sendPendingLogout();
    return request;
  },
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    return (await marker(DEVICE_OWNER_URL)) ? cachedResponse : null;
  },
};
