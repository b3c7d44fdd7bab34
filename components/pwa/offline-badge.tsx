"use client";
// "Offline" in the header while the browser has no network; gone when it comes back.
import { useSyncExternalStore } from "react";
import { CloudOff } from "@/components/ui/icons";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBadge() {
  const online = useOnline();
  if (online) return null;
  return (
    <span
      role="status"
      className="flex shrink-0 items-center rounded-full border border-amber-600/40 bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 max-sm:px-1.5 max-sm:py-1 dark:bg-amber-950 dark:text-amber-200"
      title="No network: what you add is kept on this device and sent when the connection returns."
    >
      <CloudOff className="size-3.5 sm:hidden" aria-hidden />
      {/* A phone shows the icon only: the header has no room for the word beside its buttons. */}
      <span className="max-sm:sr-only">Offline</span>
    </span>
  );
}
