"use client";

import { Suspense, useState, type ReactNode } from "react";

/**
 * Mounts lazily loaded children (a React.lazy dialog) the first time `when` is true and keeps them
 * mounted afterwards, so their code is fetched on first use instead of with the page, and closing
 * still animates.
 */
export function MountWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
