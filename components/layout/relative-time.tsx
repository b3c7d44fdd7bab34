"use client";

import { useSyncExternalStore } from "react";
import { relativeTime } from "@/lib/time/relative-time";
import { formatDate } from "./local-date";

// One shared minute tick for every label on the page (not one timer per task row).
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), 30_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Floored to the minute so the snapshot stays equal between renders within a minute.
const nowMinute = () => Math.floor(Date.now() / 60_000) * 60_000;
const onServer = () => null;

/**
 * "5 minutes ago" in the reader's clock. The server's clock is not the browser's, so the server
 * (and the hydrating browser) render the fixed UTC date and the browser switches to the relative
 * wording right after hydration: no mismatch (#418) whatever the two clocks say.
 */
export function RelativeTime({ iso, prefix }: { iso: string; prefix: string }) {
  const now = useSyncExternalStore(subscribe, nowMinute, onServer);
  const text = now === null ? `on ${formatDate(iso)}` : relativeTime(iso, new Date(now));
  return (
    <time dateTime={iso}>
      {prefix} {text}
    </time>
  );
}
