// The markers that say whose data this browser holds and whether a logout pressed offline is still
// to be sent (finding F3). They live in Cache Storage, which pages and the service worker both
// reach, so this one module serves the page (./device.ts) and the worker (./device-guard.ts,
// app/sw-push.ts).
import { DEVICE_CACHE, DEVICE_OWNER_URL, PENDING_LOGOUT_URL } from "./cache-names";

const hasCaches = () => typeof caches !== "undefined";

export async function readMarker(url: string): Promise<string | null> {
  if (!hasCaches()) return null;
  const hit = await (await caches.open(DEVICE_CACHE)).match(url);
  return hit ? hit.text() : null;
}

export async function writeMarker(url: string, value: string | null): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(DEVICE_CACHE);
  if (value === null) await cache.delete(url);
  else await cache.put(url, new Response(value));
}

/** Who is signed in on this browser, as the last signed-in page said; null: nobody. */
export const deviceOwner = () => readMarker(DEVICE_OWNER_URL);

let sending: Promise<boolean> | null = null;

/**
 * Sends a logout pressed offline, if there is one; true once the server has it. One at a time,
 * however many requests or pages start at once.
 */
export function sendPendingLogout(): Promise<boolean> {
  sending ??= (async () => {
    if ((await readMarker(PENDING_LOGOUT_URL)) === null) return false;
    try {
      // Bodyless, as the spec's call table sends it.
      const res = await fetch("/api/logout", { method: "POST", credentials: "same-origin" });
      if (!res.ok) return false;
    } catch {
      return false; // still offline: the next try sends it
    }
    await writeMarker(PENDING_LOGOUT_URL, null);
    return true;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
