"use client";
// Writes made offline and not yet on the server (lib/offline/outbox.ts), shown where they belong:
// "Waiting to sync" until sent; a write the server refused shows its message, with Fix (edit the
// text and send again) and Discard.
import { lazy, Suspense, useEffect } from "react";
import { whenIdle } from "@/components/ui/deferred-loading";
import { keepThisPage } from "@/lib/pwa/keep";
import { SYNCED_EVENT, useOutbox, type OutboxKind } from "@/lib/offline/outbox-store";
import { loadOutbox } from "@/lib/offline/load-outbox";

// The rows (with Fix and Discard) load only when something is queued: most visits have nothing.
const PendingList = lazy(() => import("./pending-list"));

/** Runs `onSynced` when queued writes of these kinds reached the server. */
export function useOnSynced(kinds: OutboxKind[], onSynced: () => void) {
  const key = kinds.join(",");
  useEffect(() => {
    const listener = (event: Event) => {
      const sent = (event as CustomEvent<OutboxKind[]>).detail;
      if (!sent.some((k) => key.split(",").includes(k))) return;
      onSynced();
      keepThisPage();
    };
    window.addEventListener(SYNCED_EVENT, listener);
    return () => window.removeEventListener(SYNCED_EVENT, listener);
  }, [key, onSynced]);
}

/** The queued writes of these kinds; loads the outbox when the browser is idle. */
export function PendingWrites({ kinds, label }: { kinds: OutboxKind[]; label: string }) {
  const items = useOutbox().filter((i) => kinds.includes(i.kind));
  useEffect(() => whenIdle(() => void loadOutbox().catch(() => undefined)), []);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingList items={items} label={label} />
    </Suspense>
  );
}
