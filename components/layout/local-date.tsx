"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** "November 21, 2025": en-US, as the server renders it (its locale and zone are not the reader's). */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A long date in the reader's own locale and time zone. The server does not know either, so it
 * renders en-US/UTC and the browser switches right after hydration (no mismatch warning).
 */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const text = inBrowser
    ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" })
    : formatDate(iso);
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
