"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * A long date in the reader's own locale and time zone ("November 21, 2025"). The server does
 * not know either, so it renders en-US/UTC and the browser switches right after hydration.
 */
export function LocalDate({ iso }: { iso: string }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const date = new Date(iso);
  const text = inBrowser
    ? date.toLocaleDateString(undefined, { dateStyle: "long" })
    : date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
  return <time dateTime={iso}>{text}</time>;
}
