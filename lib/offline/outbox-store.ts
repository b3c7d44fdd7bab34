"use client";
// What the page shows of the offline outbox (lib/offline/outbox.ts): writes made without a network,
// kept in IndexedDB and sent in order when the connection returns. This part is tiny and in the
// page; the IndexedDB code and the sender load on demand.
import { useSyncExternalStore } from "react";

// "snooze": a notification's Snooze 1 h queued by the service worker (app/sw-push.ts).
export type OutboxKind = "task" | "journal" | "tick" | "snooze";

export type OutboxItem = {
  /** Also the Idempotency-Key: every send of this write is the same request to the server. */
  id: string;
  /** Order of creation: writes are sent oldest first. */
  seq: number;
  kind: OutboxKind;
  method: "POST" | "PATCH";
  url: string;
  body: Record<string, unknown>;
  /** What the user sees: the task's or entry's text. */
  label: string;
  status: "waiting" | "refused";
  /** The server's message when it refused the write. */
  error?: string;
};

/** Fired on window after queued writes reached the server; detail: the kinds sent. */
export const SYNCED_EVENT = "balance:synced";

const EMPTY: OutboxItem[] = [];
let items: OutboxItem[] = EMPTY;
const listeners = new Set<() => void>();

export const outboxStore = {
  get: () => items,
  set(next: OutboxItem[]) {
    items = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOutbox(): OutboxItem[] {
  return useSyncExternalStore(outboxStore.subscribe, outboxStore.get, () => EMPTY);
}

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

/** True when a failed fetch means "no network" rather than an answer from the server. */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || !navigator.onLine;
}
