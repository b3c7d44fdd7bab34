"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

const loadToaster = () => import("@/components/ui/toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport (Radix Toast, ~7 kB) is not part of any page's first JavaScript: it is
 * fetched when the browser is idle, and mounted with the first toast. The toast store itself
 * (use-toast) is tiny and always there, so `toast()` works from the first click.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void loadToaster());
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
