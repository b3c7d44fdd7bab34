"use client";
// What the page shows of the offline outbox (lib/offline/outbox.ts): writes made without a network,
// kept in IndexedDB and sent in order when the connection returns. This part is tiny and in the
// page; the IndexedDB code and the sender load on demand.
import { useSyncExternalStore } from "react";

// "snooze": a notification's Snooze 1 h queued by the service worker (app/sw-push.ts); "item": a
// checklist item ticked or unticked in a task's edit dialog; "habit": a habit checked or unchecked
// (PUT or DELETE of /api/habits/{id}/checks/{date}, idempotent: synced once even if sent twice);
// "edit": a task's Edit dialog saved offline (its words, notes, dates, area, estimate), a PATCH
// sent in order with the ticks, so the last change made is the one that stays.
export type OutboxKind = "task" | "journal" | "tick" | "snooze" | "item" | "habit" | "edit";

export type OutboxItem = {
  /** Also the Idempotency-Key: every send of this write is the same request to the server. */
  id: string;
  /**
   * The user who made this write. It is shown and sent only while that user is the one signed in
   * on this page (a shared browser: finding F3), and discarded when someone else signs in.
   */
  owner: string;
  /** Order of creation: writes are sent oldest first. */
  seq: number;
  kind: OutboxKind;
  method: "POST" | "PATCH" | "PUT" | "DELETE";
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

let signedInUser: string | null = null;

/**
 * Who is signed in on this page, set by the signed-in layout while it renders (components/pwa/
 * device-owner.tsx), before any child component can load the outbox. The outbox shows and sends
 * only this user's writes; with nobody set, nothing.
 */
export function setOutboxUser(userId: string | null): void {
  if (signedInUser === userId) return;
  signedInUser = userId;
  for (const listener of listeners) listener();
}

export const outboxUser = () => signedInUser;

/** The store holds every user's queued writes on this device; the page sees only its own user's. */
export const outboxStore = {
  get: () => items,
  set(next: OutboxItem[]) {
    items = next;
    mine = null;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let mine: { user: string | null; list: OutboxItem[] } | null = null;

/** The signed-in user's queued writes (a stable array between changes, for useSyncExternalStore). */
export function ownOutboxItems(): OutboxItem[] {
  if (!mine || mine.user !== signedInUser) {
    mine = {
      user: signedInUser,
      list: signedInUser ? items.filter((i) => i.owner === signedInUser) : EMPTY,
    };
  }
  return mine.list;
}

export function useOutbox(): OutboxItem[] {
  return useSyncExternalStore(outboxStore.subscribe, ownOutboxItems, () => EMPTY);
}

/** True when a failed fetch means "no network" rather than an answer from the server. */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || !navigator.onLine;
}

/**
 * A write that may wait for the network: `send` when online; `queue` (into the outbox) when the
 * browser is offline or the request never reached the server. The server's own refusals throw.
 */
export async function sendOrQueue<T, Q>(
  send: () => Promise<T>,
  queue: () => Promise<Q>,
): Promise<T | Q> {
  if (!navigator.onLine) return queue();
  try {
    return await send();
  } catch (err) {
    if (isNetworkError(err)) return queue();
    throw err;
  }
}
