"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

// One formatter each, made on first use: toLocaleDateString with options builds a new one per
// call, a millisecond or more on a phone, once per task row while the dashboard hydrates.
let serverFormat: Intl.DateTimeFormat | undefined;
let readerFormat: Intl.DateTimeFormat | undefined;

/** "November 21, 2025": en-US, as the server renders it (its locale and zone are not the reader's). */
export const formatDate = (iso: string) =>
  (serverFormat ??= new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  })).format(new Date(iso));

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
    ? (readerFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "long" })).format(
        new Date(iso),
      )
    : formatDate(iso);
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
