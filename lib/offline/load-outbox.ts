"use client";
// Loads the offline outbox (IndexedDB, the sender: ./outbox.ts) on first use. Kept apart from the
// store (./outbox-store.ts), which the outbox itself imports: one direction, no cycle.
type OutboxModule = typeof import("./outbox");
let loading: Promise<OutboxModule> | null = null;

/** Loads the outbox (IndexedDB, the sender) once: reads what is queued and sends it when online. */
export function loadOutbox(): Promise<OutboxModule> {
  loading ??= import("./outbox").then(async (m) => {
    await m.start();
    return m;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
