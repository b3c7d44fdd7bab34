"use client";

import { lazy, useEffect } from "react";
import { useToast } from "@/components/ui/use-toast";
import { MountWhen } from "@/components/ui/mount-when";
import { whenIdle } from "@/components/ui/deferred-loading";

const loadToaster = () => import("@/components/ui/toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * The toast viewport (Radix Toast, ~7 kB) is not part of any page's first JavaScript: it is
 * fetched when the browser is idle, and mounted with the first toast. The toast store itself
 * (use-toast) is tiny and always there, so `toast()` works from the first click.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  useEffect(() => whenIdle(() => void loadToaster()), []);
  return (
    <MountWhen when={toasts.length > 0}>
      <Toaster />
    </MountWhen>
  );
}
