"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A date in the reader's own locale and time zone. Rendered only in the browser: the server's
 * locale and zone may differ, which would be a hydration mismatch.
 */
export function LocalDate({ iso }: { iso: string }) {
  const isClient = useSyncExternalStore(subscribe, () => true, () => false);
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      {isClient ? date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" }) : "\u00a0"}
    </time>
  );
}
