"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { apiJson, serverMessage } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { isNetworkError, outboxUser, ownOutboxItems } from "@/lib/offline/outbox-store";
import { loadOutbox } from "@/lib/offline/load-outbox";

// Loaded only when there is something to ask about. React.lazy, not next/dynamic: next/dynamic's
// own code (~1 kB) would ride in every page's first JavaScript with the header.
const UnsentChangesDialog = lazy(() => import("./unsent-changes-dialog"));

/**
 * Logout for the header and the phone menu. Spec §4 wants the user and all cached data gone:
 * the pages' React Query caches live inside the pages, so leaving for /auth drops them, and the
 * refresh empties the router's cache of signed-in pages; the service worker's copies and this
 * user's queued offline writes go too (lib/pwa/device.ts). Writes not sent yet are lost with the
 * session, so the user is asked first. Offline, the device is cleared at once and the server ends
 * the session when the connection returns.
 * `dialog` is the question, rendered by the caller while it is asked.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean; dialog: ReactNode } {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [unsent, setUnsent] = useState(0);

  const leave = async () => {
    setUnsent(0);
    setPending(true);
    const userId = outboxUser();
    const device = await import("@/lib/pwa/device");
    try {
      // This browser stops getting this account's reminders (loaded on demand; best effort).
      await import("@/components/settings/push-browser")
        .then((m) => m.forgetThisDevice())
        .catch(() => undefined);
      await apiJson("POST", "/api/logout");
    } catch (err) {
      if (!isNetworkError(err)) {
        setPending(false);
        toast({
          title: "Logout failed",
          description: serverMessage(err, "Please try again later."),
          variant: "destructive",
        });
        return;
      }
      // Offline: this browser forgets the user now; the session ends on the server later.
      await device.markPendingLogout();
      if (userId) await device.forgetUser(userId).catch(() => undefined);
      toast({
        title: "Logged out on this device",
        description:
          "You're offline: your session will be ended everywhere as soon as you're back online.",
      });
      // A full page load: the router's fetch of /auth's data fails offline, the service worker
      // answers a document request with the sign-in page or the offline page.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/auth");
      return;
    }
    if (userId) await device.forgetUser(userId).catch(() => undefined);
    toast({ title: "Logged out", description: "You have been logged out successfully." });
    router.replace("/auth");
    router.refresh();
  };

  const logout = async () => {
    // Reads the queue from IndexedDB (it may not be loaded on this page yet).
    await loadOutbox().catch(() => undefined);
    const waiting = ownOutboxItems().length;
    if (waiting > 0) setUnsent(waiting);
    else await leave();
  };

  const dialog =
    unsent > 0 ? (
      <Suspense fallback={null}>
        <UnsentChangesDialog count={unsent} onConfirm={leave} onCancel={() => setUnsent(0)} />
      </Suspense>
    ) : null;
  return { logout, pending, dialog };
}
