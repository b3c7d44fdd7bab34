"use client";
// Mounted once in the root layout: registers the service worker when the browser is idle (its
// code is loaded then, not with the page), and keeps each page visited by client-side navigation
// for offline use. Off in development, where Next rebuilds files the worker would cache.
import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { whenIdle } from "@/components/ui/deferred-loading";
import { keepThisPage } from "@/lib/pwa/keep";

const enabled = process.env.NODE_ENV === "production";

export function PwaSetup() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (!enabled) return;
    // After the page has loaded and the browser is idle: the worker's install downloads the app
    // shell, which must not compete with the page's own first requests.
    let cancel = () => {};
    const register = () => {
      cancel = whenIdle(
        () =>
          void import("@/components/pwa/register-service-worker")
            .then((m) => m.registerServiceWorker())
            .catch(() => undefined),
      );
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      window.removeEventListener("load", register);
      cancel();
    };
  }, []);
  useEffect(() => {
    if (!enabled) return;
    if (first.current) {
      first.current = false;
      return;
    }
    keepThisPage();
  }, [pathname]);
  return null;
}
