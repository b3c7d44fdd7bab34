"use client";
// The theme choice (Light, Dark, System) without a provider: one small store over localStorage and
// the system preference. Replaces next-themes, on every page for what a few lines do (sizes:
// docs/decisions/own-primitives.md).
import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "./theme-script";

export type ThemeChoice = "light" | "dark" | "system";

const listeners = new Set<() => void>();
let chosenHere: ThemeChoice | null = null; // the choice made on this page, for when storage is blocked
const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)");

function readChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === "light" || saved === "dark" ? saved : "system";
  } catch {
    return chosenHere ?? "system"; // storage blocked
  }
}

const resolve = (choice: ThemeChoice): "light" | "dark" =>
  choice === "system" ? (systemDark().matches ? "dark" : "light") : choice;

/** Sets the html class; transitions are switched off for the moment of the change so colours do not animate. */
function applyTheme() {
  const dark = resolve(readChoice()) === "dark";
  const root = document.documentElement;
  if (root.classList.contains("dark") === dark) return;
  const pause = document.createElement("style");
  pause.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.appendChild(pause);
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
  window.getComputedStyle(document.body); // flush styles before transitions come back
  setTimeout(() => pause.remove(), 1);
}

function notify() {
  applyTheme();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("storage", onStorage); // another tab changed it
    systemDark().addEventListener("change", notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("storage", onStorage);
      systemDark().removeEventListener("change", notify);
    }
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY) notify();
}

export function setTheme(choice: ThemeChoice) {
  chosenHere = choice;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage blocked: the choice lasts for this page only (chosenHere)
  }
  notify();
}

// The server does not know the reader's choice; it renders "system" and the browser corrects it.
const serverSnapshot = () => "system:light";
const clientSnapshot = () => {
  const choice = readChoice();
  return `${choice}:${resolve(choice)}`;
};

/** The saved choice and what it resolves to now. */
export function useTheme(): {
  theme: ThemeChoice;
  resolvedTheme: "light" | "dark";
  setTheme: typeof setTheme;
} {
  const [theme, resolvedTheme] = useSyncExternalStore(
    subscribe,
    clientSnapshot,
    serverSnapshot,
  ).split(":") as [ThemeChoice, "light" | "dark"];
  return { theme, resolvedTheme, setTheme };
}
