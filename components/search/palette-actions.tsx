"use client";
// The palette's actions (issue 29): what a person can do from any page without searching, each
// found by the words of its label. The "Go to" ones are the header's pages (destinations.ts).
import type { ReactNode } from "react";
import { BookOpen, CalendarDays, Clock, Moon, Plus, Settings } from "@/components/ui/icons";
import { DESTINATIONS } from "@/components/layout/destinations";
import { setTheme } from "@/components/theme/use-theme";
import { toggleTimer } from "@/components/timer/timer-actions";
import { savePomodoro } from "@/components/timer/use-pomodoro";
import { RHYTHMS } from "@/lib/time-entries/pomodoro";
import { PLAN_TODAY_EVENT } from "@/components/planning/plan-today-event";
import { showShortcuts } from "@/components/tasks/shortcuts-event";

export type PaletteAction = { id: string; label: string; icon: ReactNode; run: () => void };

type Context = {
  /** Closes the palette and clears its text. */
  close: () => void;
  /** Moves to another page (the router's push). */
  push: (href: string) => void;
  pathname: string;
  resolvedTheme: "light" | "dark";
  /** The task row focused when the palette opened: the timer's action names it. */
  taskAtOpen: { id: number; description: string } | null;
};

export function paletteActions({
  close,
  push,
  pathname,
  resolvedTheme,
  taskAtOpen,
}: Context): PaletteAction[] {
  const go = (href: string) => {
    close();
    push(href);
  };
  return [
    {
      id: "new-task",
      label: "New task",
      icon: <Plus aria-hidden />,
      run: () => {
        close();
        // On the dashboard the field is right there; elsewhere /?new=task focuses it on arrival.
        const field = pathname === "/" ? document.getElementById("new-task") : null;
        if (field) setTimeout(() => field.focus(), 0);
        else push("/?new=task");
      },
    },
    {
      id: "plan-today",
      label: "Plan today",
      icon: <CalendarDays aria-hidden />,
      run: () => {
        close();
        // On the dashboard the Plan today button listens for the event; elsewhere /?plan=today
        // opens the plan on arrival (as the phone menu does).
        if (pathname === "/") window.dispatchEvent(new Event(PLAN_TODAY_EVENT));
        else push("/?plan=today");
      },
    },
    {
      id: "timer",
      label: taskAtOpen
        ? `Start or stop the timer on “${taskAtOpen.description}”`
        : "Stop the focus timer",
      icon: <Clock aria-hidden />,
      run: () => {
        close();
        void toggleTimer(taskAtOpen);
      },
    },
    // The timer's rhythm (issue 46), also on a phone, where the header has no room for its menu.
    ...RHYTHMS.map((r) => ({
      id: `pomodoro-${r.focus}-${r.rest}`,
      label: `Timer rhythm: Pomodoro ${r.focus}/${r.rest}`,
      icon: <Clock aria-hidden />,
      run: () => {
        close();
        savePomodoro({ on: true, ...r });
      },
    })),
    {
      id: "pomodoro-off",
      label: "Timer rhythm: plain timer",
      icon: <Clock aria-hidden />,
      run: () => {
        close();
        savePomodoro({ on: false, focus: 25, rest: 5 });
      },
    },
    {
      id: "new-entry",
      label: "New journal entry",
      icon: <BookOpen aria-hidden />,
      run: () => go("/notebook?new=entry"),
    },
    ...DESTINATIONS.map((d) => ({
      id: `go-${d.item}`,
      label: `Go to ${d.label}`,
      icon: <d.icon aria-hidden />,
      run: () => go(d.href),
    })),
    {
      id: "shortcuts",
      label: "Keyboard shortcuts",
      icon: <Settings aria-hidden />,
      run: () => {
        close();
        showShortcuts();
      },
    },
    {
      id: "theme",
      label: resolvedTheme === "dark" ? "Switch theme to light" : "Switch theme to dark",
      icon: <Moon aria-hidden />,
      run: () => {
        setTheme(resolvedTheme === "dark" ? "light" : "dark");
        close();
      },
    },
  ];
}
