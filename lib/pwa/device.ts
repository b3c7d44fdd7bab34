"use client";
// Whose data this browser holds (finding F3: one browser, two people). The service worker's
// copies of pages and data, and the offline outbox, belong to the user who made them:
//   - a signed-in page claims the device for its user; when that is someone else than before,
//     the copies go, and so do the writes other users queued (they could only ever be sent with
//     their own session, which has ended here);
//   - the sign-in page releases it: the copies go (a session that ended without a logout, an
//     expired or revoked one); queued writes stay locked to their owner, sent if the same person
//     signs in again, discarded if someone else does;
//   - a logout while offline forgets everything at once and leaves a marker: the session is ended
//     on the server by the first request that goes out again (this page's, or the service
//     worker's before it fetches anything).
// The markers live in Cache Storage, where the service worker (app/sw.ts) reads them too.
import { DEVICE_OWNER_URL, PENDING_LOGOUT_URL, USER_DATA_CACHES } from "./cache-names";
import { readMarker, writeMarker } from "./device-markers";

export { sendPendingLogout } from "./device-markers";

/** The offline copies of signed-in pages and data. */
async function forgetCopies(): Promise<void> {
  if (typeof caches !== "undefined")
    await Promise.all(USER_DATA_CACHES.map((name) => caches.delete(name)));
}

/**
 * A signed-in page: this browser's data is `userId`'s from now on. True when the device changed
 * hands, so the copies were forgotten: copies of this user's own pages too, if the worker stored
 * one just before (the page asks for its copy as it opens, at the same moment as this claim).
 */
export async function claimDevice(userId: string): Promise<boolean> {
  // Already theirs (every page load of a signed-in user): nothing to forget, nothing to write.
  if ((await readMarker(DEVICE_OWNER_URL)) === userId) return false;
  await forgetCopies();
  const outbox = await import("@/lib/offline/outbox");
  await outbox.discardOthers(userId);
  await writeMarker(DEVICE_OWNER_URL, userId);
  return true;
}

/** The sign-in page: nobody is signed in here, so no copy of anyone's pages may be shown. */
export async function releaseDevice(): Promise<void> {
  await writeMarker(DEVICE_OWNER_URL, null);
  await forgetCopies();
}

/** Logout: the copies and this user's queued writes go with the session. */
export async function forgetUser(userId: string): Promise<void> {
  await releaseDevice();
  const outbox = await import("@/lib/offline/outbox");
  await outbox.clearOwn(userId);
}

/** A logout pressed offline: the server ends the session when the connection returns. */
export async function markPendingLogout(): Promise<void> {
  await writeMarker(PENDING_LOGOUT_URL, "1");
}
