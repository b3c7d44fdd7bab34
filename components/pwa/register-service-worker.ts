// Registers the service worker (app/sw.ts) once the page is idle; loaded lazily by
// components/pwa/pwa-setup.tsx, so none of this is in a page's first JavaScript.
//   - A version installed during an earlier visit takes over at the start of this one (it waited
//     while the app was open), and a returning visitor gets a small "Updated" toast. Nothing
//     switches while someone is typing: the switch only ever happens here, right after load.
//   - The page it opened on, and the data the offline screens read, are put in the worker's
//     caches at once, so the very first visit already opens offline next time.
import { Serwist } from "@serwist/window";
import { toast } from "@/components/ui/use-toast";
import { SW_VERSION_MESSAGE } from "@/lib/pwa/cache-names";
import { keepThisPage, keepThisPageAndData } from "@/lib/pwa/keep";

const SW_URL = "/serwist/sw.js";
const VERSION_KEY = "balance:sw-version";

function askVersion(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === "string" ? event.data : null);
    };
    worker.postMessage({ type: SW_VERSION_MESSAGE }, [channel.port2]);
  });
}

function controller(): Promise<ServiceWorker> {
  const now = navigator.serviceWorker.controller;
  if (now) return Promise.resolve(now);
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => resolve(navigator.serviceWorker.controller!),
      { once: true },
    ),
  );
}

export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const serwist = new Serwist(SW_URL, { scope: "/", type: "classic" });
  const hadController = navigator.serviceWorker.controller !== null;
  const registration = await serwist.register({ immediate: true });
  if (hadController && registration?.waiting) serwist.messageSkipWaiting();
  const worker =
    hadController && !registration?.waiting
      ? navigator.serviceWorker.controller!
      : await controller();

  const version = await askVersion(worker);
  if (version) {
    const seen = localStorage.getItem(VERSION_KEY);
    localStorage.setItem(VERSION_KEY, version);
    if (seen && seen !== version)
      toast({ title: "Updated", description: "Balance is now on its latest version." });
  }

  keepThisPageAndData();
  // Leaving the page (tab hidden, app switched): keep its latest state for an offline reopen.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") keepThisPage();
  });
}
