"use client";
// The offline outbox: task and journal entries added, and tasks ticked, without a network. Each
// write is kept in IndexedDB (it survives closing the tab) and sent, oldest first, when the
// browser is online again, always with the same Idempotency-Key (the item's id): a write whose
// answer was lost is never created twice. A write the server refuses (4xx) stays, with the
// server's message, until the user fixes or discards it; a server error or a lost connection
// stops the run and it is tried again later. Each write belongs to the user who made it: it is
// sent only while that user is signed in on the page, never with someone else's cookie (F3).
import type { IDBPDatabase } from "idb";
import {
  outboxStore,
  outboxUser,
  ownOutboxItems,
  SYNCED_EVENT,
  type OutboxItem,
  type OutboxKind,
} from "./outbox-store";
import { OUTBOX_STORE as STORE, openOutboxDb } from "./outbox-db";
// After a failed run: again in 1 s, then twice as long each time, at most every 30 s. The first
// send right after the "online" event can still find no route.
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
let retryMs = FIRST_RETRY_MS;

let dbPromise: Promise<IDBPDatabase> | null = null;
const db = () => (dbPromise ??= openOutboxDb());

let started = false;
let seq = 0;

const sorted = (list: OutboxItem[]) => [...list].sort((a, b) => a.seq - b.seq);

async function save(item: OutboxItem): Promise<void> {
  await (await db()).put(STORE, item);
  outboxStore.set(sorted([...outboxStore.get().filter((i) => i.id !== item.id), item]));
}

async function remove(id: string): Promise<void> {
  await (await db()).delete(STORE, id);
  outboxStore.set(outboxStore.get().filter((i) => i.id !== id));
}

export async function start(): Promise<void> {
  if (started) return;
  started = true;
  const stored = (await (await db()).getAll(STORE)) as OutboxItem[];
  seq = stored.reduce((max, i) => Math.max(max, i.seq), 0);
  outboxStore.set(sorted(stored));
  window.addEventListener("online", () => void flush());
  void flush();
}

/** @public Used through loadOutbox(), which knip cannot follow. */
export async function enqueue(
  input: Pick<OutboxItem, "kind" | "method" | "url" | "body" | "label"> & { id?: string },
): Promise<OutboxItem> {
  await start();
  const owner = outboxUser();
  // Only signed-in pages queue writes, and they name their user before anything runs.
  if (!owner) throw new Error("No signed-in user to queue this write for");
  const item: OutboxItem = {
    ...input,
    owner,
    id: input.id ?? crypto.randomUUID(),
    seq: Math.max(++seq, Date.now()),
    status: "waiting",
  };
  seq = item.seq;
  await save(item);
  void flush();
  return item;
}

/** @public Used through loadOutbox(), which knip cannot follow. */
export async function discard(id: string): Promise<void> {
  await remove(id);
}

/** A refused write, edited: a new request (new key) with the new text, sent at once.
 * @public Used through loadOutbox(), which knip cannot follow.
 */
export async function fix(id: string, text: string): Promise<void> {
  const item = outboxStore.get().find((i) => i.id === id);
  if (!item) return;
  const field = item.kind === "journal" ? "content" : "description";
  const body = { ...item.body, [field]: text };
  if (item.kind === "task") delete body.category; // the new words may belong to another area
  await remove(id);
  await save({
    ...item,
    id: crypto.randomUUID(),
    body,
    label: item.kind === "journal" ? String(item.body.title ?? text) : text,
    status: "waiting",
    error: undefined,
  });
  void flush();
}

/** Forgets every queued write of `owner` (their logout, after they agreed to lose them). */
export async function clearOwn(owner: string): Promise<void> {
  await start();
  for (const item of outboxStore.get().filter((i) => i.owner === owner)) await remove(item.id);
}

/**
 * Another user signed in on this browser: every write not theirs is discarded (it could only ever
 * be sent with its owner's session, which has ended here). Writes from before owners were
 * recorded have no owner and go too.
 */
export async function discardOthers(owner: string): Promise<void> {
  await start();
  for (const item of outboxStore.get().filter((i) => i.owner !== owner)) await remove(item.id);
}

type Sent = "done" | "refused" | "stop";

async function send(item: OutboxItem): Promise<Sent> {
  if (item.owner !== outboxUser()) return "stop";
  const headers = { "Content-Type": "application/json", "Idempotency-Key": item.id };
  let body = item.body;
  try {
    // A task typed offline gets its area now, once; the area is kept so every retry sends the same body.
    if (item.kind === "task" && !body.category) {
      const res = await fetch("/api/tasks/categorize", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ description: body.description }),
        credentials: "include",
      });
      if (!res.ok)
        return res.status >= 500 || res.status === 429 || res.status === 401
          ? "stop"
          : refuse(item, res);
      body = { ...body, category: ((await res.json()) as { category: string }).category };
      await save({ ...item, body });
    }
    const res = await fetch(item.url, {
      method: item.method,
      headers,
      body: JSON.stringify(body),
      credentials: "include",
    });
    if (res.ok) {
      await remove(item.id);
      return "done";
    }
    // Signed out, rate limited, or the server's own failure: nothing wrong with the write itself.
    if (res.status >= 500 || res.status === 429 || res.status === 401 || res.status === 408)
      return "stop";
    return refuse(item, res);
  } catch {
    return "stop"; // no network after all
  }
}

async function refuse(item: OutboxItem, res: Response): Promise<Sent> {
  let message = `The server refused this (${res.status}).`;
  try {
    const parsed = (await res.json()) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) message = parsed.message;
  } catch {
    // keep the generic message
  }
  await save({
    ...(outboxStore.get().find((i) => i.id === item.id) ?? item),
    status: "refused",
    error: message,
  });
  return "refused";
}

let running: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** Sends the waiting writes in order; one run at a time.
 * @public Used through loadOutbox(), which knip cannot follow.
 */
export function flush(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  // Cleared in a callback, which always runs after this assignment: a run with nothing to send
  // finishes synchronously, and clearing inside it would leave a finished run here for good.
  running ??= sendWaiting().finally(() => {
    running = null;
  });
  return running;
}

async function sendWaiting(): Promise<void> {
  const sentKinds = new Set<OutboxKind>();
  try {
    const tried = new Set<string>();
    for (;;) {
      // Looked up afresh each time: a write fixed or added during the run is sent in this run too.
      // Only the signed-in user's writes, checked before each one: the user can change mid-run.
      const item = ownOutboxItems().find((i) => i.status === "waiting" && !tried.has(i.id));
      if (!item) break;
      tried.add(item.id);
      const result = await send(item);
      if (result === "stop") {
        if (retryTimer) clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void flush(), retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        break;
      }
      retryMs = FIRST_RETRY_MS;
      if (result === "done") sentKinds.add(item.kind);
    }
  } finally {
    if (sentKinds.size > 0)
      window.dispatchEvent(new CustomEvent(SYNCED_EVENT, { detail: [...sentKinds] }));
  }
}
