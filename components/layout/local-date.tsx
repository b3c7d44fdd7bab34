"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

// The reader's formatter, made once on first use: toLocaleDateString with options builds a new
// one per call, a millisecond or more on a phone.
let readerFormat: Intl.DateTimeFormat | undefined;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "November 21, 2025": en-US in UTC, as the server renders it (its locale and zone are not the
 * reader's). Spelled out, not Intl: every task row renders this while the dashboard hydrates, and
 * a page's first Intl formatter wakes the browser's ICU, 12-40 ms on this box's CPU and ~4 times
 * that on a phone (docs/decisions/dashboard-paint.md). `tests/unit/local-date.test.ts` holds it to Intl's output.
 */
export function formatDate(iso: string): string {
  const day = new Date(iso);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

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
