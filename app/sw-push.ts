/// <reference lib="webworker" />
// The service worker's push reminders (issue 28): a `push` shows the reminder (lib/push/due.ts
// builds its payload); the notification's actions work without opening a window:
//   Done        → PATCH /api/tasks/{id} {completed: true} (a recurring task gets its next occurrence)
//   Snooze 1 h  → POST /api/push/snooze/{id} (the server sends it again an hour later)
// A habit's reminder (issue 46) has one action:
//   Done        → PUT /api/habits/{id}/checks/{date} (the reminder's day; twice is once)
// A tap elsewhere opens (or focuses) the dashboard with the task named in the URL.
// When an action's request cannot reach the server (offline), it is queued in the page's offline
// outbox (IndexedDB, lib/offline), sent by the next page that opens, or by this worker on the next
// notification event.
import { OUTBOX_STORE, openOutboxDb } from "@/lib/offline/outbox-db";
import { deviceOwner } from "@/lib/pwa/device-markers";
import type { PushPayload } from "@/lib/push/payload";

declare const self: ServiceWorkerGlobalScope;

type Payload = PushPayload;
type Queued = {
  id: string;
  owner: string;
  seq: number;
  kind: "tick" | "snooze" | "habit";
  method: "POST" | "PATCH" | "PUT";
  url: string;
  body: Record<string, unknown>;
  label: string;
  status: "waiting";
};

const DONE_ACTION = "done";
const SNOOZE_ACTION = "snooze";

function readPayload(data: PushMessageData | null): Payload | null {
  try {
    const p = data?.json() as Partial<Payload> | undefined;
    if (!p || typeof p.title !== "string") return null;
    return {
      title: p.title,
      body: String(p.body ?? ""),
      tag: String(p.tag ?? "balance"),
      url: typeof p.url === "string" && p.url.startsWith("/") ? p.url : "/",
      ...(typeof p.taskId === "number" ? { taskId: p.taskId } : {}),
      ...(typeof p.habitId === "number" &&
      typeof p.date === "string" &&
      /^\d{4}-\d{2}-\d{2}$/.test(p.date)
        ? { habitId: p.habitId, date: p.date }
        : {}),
    };
  } catch {
    return null;
  }
}

const outbox = openOutboxDb;

/** Sends one action; a lost connection queues it in the outbox (same request, same Idempotency-Key). */
async function act(item: Omit<Queued, "seq" | "status" | "owner">): Promise<void> {
  try {
    const res = await fetch(item.url, {
      method: item.method,
      headers: { "Content-Type": "application/json", "Idempotency-Key": item.id },
      body: JSON.stringify(item.body),
      credentials: "include",
    });
    // The server answered: done, or refused for good (a task already deleted): nothing to retry,
    // except its own failures, which the outbox retries.
    if (res.ok || (res.status < 500 && res.status !== 429 && res.status !== 401)) return;
  } catch {
    // offline: queued below
  }
  // Queued for the user signed in here, like the page's own writes (finding F3); with nobody
  // signed in, there is no session it could ever be sent with.
  const owner = await deviceOwner();
  if (!owner) return;
  const db = await outbox();
  await db.put(OUTBOX_STORE, {
    ...item,
    owner,
    seq: Date.now(),
    status: "waiting",
  } satisfies Queued);
}

/** Sends what this worker queued earlier (tick, snooze and habit checks; the page sends the rest). */
async function flushQueued(): Promise<void> {
  const owner = await deviceOwner();
  if (!owner) return;
  const db = await outbox();
  // Only the signed-in user's: another user's queued action is never sent with this cookie.
  const items = ((await db.getAll(OUTBOX_STORE)) as Queued[]).filter(
    (i) =>
      (i.kind === "tick" || i.kind === "snooze" || i.kind === "habit") &&
      i.status === "waiting" &&
      i.owner === owner,
  );
  for (const item of items.sort((a, b) => a.seq - b.seq)) {
    try {
      const res = await fetch(item.url, {
        method: item.method,
        headers: { "Content-Type": "application/json", "Idempotency-Key": item.id },
        body: JSON.stringify(item.body),
        credentials: "include",
      });
      if (res.ok) await db.delete(OUTBOX_STORE, item.id);
      else return;
    } catch {
      return;
    }
  }
}

/** event.waitUntil, which throws on an event the page's own tests dispatch (untrusted): the work runs anyway. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    void work.catch(() => undefined);
  }
}

export function addPushListeners(): void {
  self.addEventListener("push", (event) => {
    const payload = readPayload(event.data);
    if (!payload) return;
    const actions =
      payload.taskId !== undefined
        ? [
            { action: DONE_ACTION, title: "Done" },
            { action: SNOOZE_ACTION, title: "Snooze 1 h" },
          ]
        : payload.habitId !== undefined
          ? [{ action: DONE_ACTION, title: "Done" }]
          : [];
    event.waitUntil(
      (async () => {
        // Nobody is signed in on this browser (a logout, maybe pressed offline, before the server
        // forgot the device): the reminder is not for whoever uses it now. It is not shown, and
        // the subscription ends, so the push service answers the server 410 and the device goes.
        if (!(await deviceOwner())) {
          const sub = await self.registration.pushManager.getSubscription().catch(() => null);
          await sub?.unsubscribe().catch(() => false);
          return;
        }
        await Promise.all([
          self.registration.showNotification(payload.title, {
            body: payload.body,
            tag: payload.tag,
            data: payload,
            icon: "/icons/icon-192.png",
            badge: "/icons/shortcut-96.png",
            // actions and renotify are in the spec but not yet in TypeScript's NotificationOptions.
            ...({ actions, renotify: true } as object),
          }),
          flushQueued().catch(() => undefined),
        ]);
      })(),
    );
  });

  self.addEventListener("notificationclick", (event) => {
    const payload = event.notification.data as Payload | undefined;
    event.notification.close();
    if (!payload) return;
    const id = payload.taskId;
    if (event.action === DONE_ACTION && payload.habitId !== undefined && payload.date) {
      keepAlive(
        event,
        act({
          id: crypto.randomUUID(),
          kind: "habit",
          method: "PUT",
          url: `/api/habits/${payload.habitId}/checks/${payload.date}`,
          body: {},
          label: payload.title,
        }),
      );
      return;
    }
    if (event.action === DONE_ACTION && id !== undefined) {
      keepAlive(
        event,
        act({
          id: crypto.randomUUID(),
          kind: "tick",
          method: "PATCH",
          url: `/api/tasks/${id}`,
          body: { completed: true },
          label: payload.title,
        }),
      );
      return;
    }
    if (event.action === SNOOZE_ACTION && id !== undefined) {
      keepAlive(
        event,
        act({
          id: crypto.randomUUID(),
          kind: "snooze",
          method: "POST",
          url: `/api/push/snooze/${id}`,
          body: {},
          label: payload.title,
        }),
      );
      return;
    }
    keepAlive(
      event,
      (async () => {
        const url = new URL(payload.url, self.location.origin).href;
        const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
        if (open) {
          // Navigate first: focus() may be refused (no user activation left), and that must not
          // keep the task from opening.
          const moved = await open.navigate(url).catch(() => null);
          await (moved ?? open).focus().catch(() => undefined);
        } else {
          await self.clients.openWindow(url);
        }
      })(),
    );
  });
}
