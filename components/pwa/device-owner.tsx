"use client";
// Says whose data this browser holds (lib/pwa/device.ts, finding F3). In the signed-in layout:
// the outbox learns its user while this renders, before any page component below can load it,
// and the device is claimed once mounted. On the sign-in page: the device is released.
import { useEffect } from "react";
import { setOutboxUser } from "@/lib/offline/outbox-store";
import { keepThisPageAndData } from "@/lib/pwa/keep";

export function DeviceOwner({ userId }: { userId: string }) {
  // During render on purpose: React renders this layout child before the page, and effects run
  // children first, so an effect would come after a page had already sent queued writes.
  setOutboxUser(userId);
  useEffect(() => {
    void (async () => {
      const device = await import("@/lib/pwa/device");
      // A logout pressed offline on this browser comes first: this page must not claim it back.
      if (await device.sendPendingLogout()) {
        window.location.replace("/auth");
        return;
      }
      // A new owner's claim forgets every copy, and the copy of this very page that the worker
      // was asked for as it opened may have been stored just before that (after signing in, the
      // dashboard then had no offline copy): ask for it, and the offline data, again.
      if (await device.claimDevice(userId)) keepThisPageAndData();
    })();
  }, [userId]);
  return null;
}

export function ReleaseDevice() {
  useEffect(() => {
    setOutboxUser(null);
    const sendLogout = () => void import("@/lib/pwa/device").then((d) => d.sendPendingLogout());
    void import("@/lib/pwa/device").then(async (d) => {
      await d.sendPendingLogout();
      await d.releaseDevice();
    });
    window.addEventListener("online", sendLogout);
    return () => window.removeEventListener("online", sendLogout);
  }, []);
  return null;
}
