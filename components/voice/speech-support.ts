"use client";
// Whether this browser can recognise speech: a few lines kept apart from the recogniser itself,
// so a page can show the right Voice Input state before the recogniser's code has loaded.
import { useSyncExternalStore } from "react";

/** The browser's SpeechRecognition constructor (standard or webkit-prefixed), or null. */
export function speechConstructor(): unknown {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const noSubscription = () => () => {};

/** Assumes support while rendering on the server; the browser's answer replaces it on hydration. */
export function useSpeechSupported(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => speechConstructor() !== null,
    () => true,
  );
}
