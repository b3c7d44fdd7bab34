"use client";
// Logout on a shared phone: the offline copies of the user's pages and data, and any writes still
// queued, go with the session.
import { USER_DATA_CACHES } from "./cache-names";

export async function forgetOfflineData(): Promise<void> {
  if (typeof caches !== "undefined") await Promise.all(USER_DATA_CACHES.map((name) => caches.delete(name)));
  await import("@/lib/offline/outbox").then((m) => m.clearAll());
}
