"use client";
// "Install app" in the phone menu. Chromium offers installation with a `beforeinstallprompt`
// event, often before React has hydrated, so a line in the root layout's inline script (nonce'd)
// catches it early and keeps it on window; this hook reads it when the menu opens.
import { useSyncExternalStore } from "react";
import { INSTALLABLE_EVENT as CHANGED } from "./install-script";

type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};
declare global {
  interface Window {
    __balanceInstall?: InstallPromptEvent | null;
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
};

/** The browser's install offer, or null when there is none (installed already, or not offered). */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const event = useSyncExternalStore(
    subscribe,
    () => window.__balanceInstall ?? null,
    () => null,
  );
  if (!event) return null;
  return async () => {
    await event.prompt();
    await event.userChoice.catch(() => undefined);
    window.__balanceInstall = null;
    window.dispatchEvent(new Event(CHANGED));
  };
}
