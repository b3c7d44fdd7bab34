// The service worker's half of lib/pwa/device.ts (finding F3), a Serwist plugin on the handlers
// that keep a user's pages and data:
//   - a cached copy is used only while the device has an owner (a signed-in page claimed it; the
//     sign-in page and logout release it): with nobody signed in, nobody's copy is shown;
//   - a logout pressed offline is sent before any request goes out again, so the session ends on
//     the server before a page could be rendered with it.
// Imported by app/sw.ts only (it runs in the service worker, not in pages).
import type { SerwistPlugin } from "serwist";
import { deviceOwner, sendPendingLogout } from "./device-markers";

export const deviceGuard: SerwistPlugin = {
  async requestWillFetch({ request }) {
    await sendPendingLogout().catch(() => false); // a request must never fail for it
    return request;
  },
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    return (await deviceOwner()) ? cachedResponse : null;
  },
};
