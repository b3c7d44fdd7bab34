"use client";
// The running focus timer in the header and the tab title (issue 46). The server holds the start
// time, so the clock is right after a reload, in a second tab or on another device; it comes with
// the page (the layout reads it), and is read again when the tab comes back into view and after
// every start or stop (TIMER_CHANGED). With the Pomodoro rhythm on (the timer's menu), it shows
// the phase and the time left in it, counted from the same start; at a switch the clock is
// highlighted for a while and the change is read out, with no notification and no sound.
import { useCallback, useEffect, useRef, useState } from "react";
import { Check, Clock, Settings, Square } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { apiJson } from "@/lib/api/client";
import { elapsedLabel, type RunningTimerDto } from "@/lib/time-entries/shapes";
import { pomodoroPhase, RHYTHMS, type Phase } from "@/lib/time-entries/pomodoro";
import { cn } from "@/lib/utils";
import { stopTimer } from "./timer-actions";
import { TIMER_CHANGED } from "./timer-event";
import { usePomodoro } from "./use-pomodoro";

const TITLE_PREFIX = /^⏱ [\d:]+ · /;
/** How long the clock stays highlighted after a switch between focus and break. */
const CUE_MS = 15_000;

const PHASE_WORD = { focus: "Focus", break: "Break" } as const;

export default function HeaderTimer({ initial }: { initial: RunningTimerDto | null }) {
  const [timer, setTimer] = useState<RunningTimerDto | null>(initial);
  const [now, setNow] = useState(() => Date.now());
  const [stopping, setStopping] = useState(false);
  const [pomodoro, setPomodoro] = usePomodoro();
  const [cue, setCue] = useState<{ phase: Phase["phase"]; until: number } | null>(null);
  const lastPhase = useRef<string | null>(null);

  const read = useCallback(() => {
    // Offline or signed out: keep what is shown.
    apiJson<RunningTimerDto | null>("GET", "/api/timer").then(setTimer, () => undefined);
  }, []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") read();
    };
    window.addEventListener(TIMER_CHANGED, read);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(TIMER_CHANGED, read);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [read]);

  const ran = timer ? now - Date.parse(timer.startedAt) : 0;
  const phase = timer && pomodoro.on ? pomodoroPhase(ran, pomodoro) : null;
  const shown = timer ? (phase ? elapsedLabel(phase.leftMs) : elapsedLabel(ran)) : null;

  // A switch seen while the page is open is the cue; the phase found on load (or after a reload,
  // or on turning the rhythm on) is not.
  const phaseKey = phase && timer ? `${timer.id}:${phase.round}:${phase.phase}` : null;
  useEffect(() => {
    const before = lastPhase.current;
    lastPhase.current = phaseKey;
    if (!phase || !phaseKey || !before || before === phaseKey) return;
    if (before.split(":")[0] !== phaseKey.split(":")[0]) return; // another timer
    setCue({ phase: phase.phase, until: Date.now() + CUE_MS });
  }, [phaseKey, phase]);
  const cueOn = cue !== null && now < cue.until;

  // A second's tick while a timer runs; the tab title carries the clock too.
  useEffect(() => {
    if (!timer) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [timer]);
  useEffect(() => {
    const base = document.title.replace(TITLE_PREFIX, "");
    document.title = shown ? `⏱ ${shown} · ${base}` : base;
  }, [shown]);
  useEffect(() => () => void (document.title = document.title.replace(TITLE_PREFIX, "")), []);

  if (!timer || !shown) return null;
  const spoken = phase
    ? `${PHASE_WORD[phase.phase]}, round ${phase.round}: ${shown} left`
    : `Timer running: ${shown}`;
  return (
    <div
      className={cn(
        "flex shrink-0 items-center gap-1 rounded-full border pl-2 text-sm tabular-nums",
        // A phone: a row of its own under the header's bar (components/layout/app-header.tsx).
        "max-sm:order-last max-sm:mb-2 max-sm:w-full max-sm:justify-between max-sm:pl-3",
        // A break is tinted all along (on a phone the word is not shown, for room).
        phase?.phase === "break" && "bg-emerald-500/15",
        cueOn && "border-primary bg-primary/15 ring-2 ring-primary motion-safe:animate-pulse",
      )}
      data-testid="header-timer"
      data-phase={phase?.phase ?? "timer"}
      data-cue={cueOn ? "on" : undefined}
    >
      <Clock className="size-4 max-sm:hidden" aria-hidden />
      {phase && (
        <span className="text-xs font-medium max-sm:hidden" aria-hidden data-testid="timer-phase">
          {PHASE_WORD[phase.phase]}
        </span>
      )}
      <span role="timer" aria-label={spoken}>
        {shown}
      </span>
      {/* The switch is read out once, politely; nothing else in the clock is live. */}
      <span className="sr-only" aria-live="polite">
        {cueOn ? (cue!.phase === "break" ? "Time for a break." : "Back to focus.") : ""}
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            // On a phone the header has no room for it: the palette offers the same choices.
            className="size-7 rounded-full max-sm:hidden"
            aria-label="Timer options"
          >
            <Settings className="size-3.5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setPomodoro({ ...pomodoro, on: false })}>
            <Check className={cn("size-4", pomodoro.on && "invisible")} aria-hidden />
            Plain timer
            {!pomodoro.on && <span className="sr-only"> (chosen)</span>}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {RHYTHMS.map((r) => {
            const chosen = pomodoro.on && pomodoro.focus === r.focus && pomodoro.rest === r.rest;
            return (
              <DropdownMenuItem
                key={`${r.focus}-${r.rest}`}
                onSelect={() => setPomodoro({ on: true, ...r })}
              >
                <Check className={cn("size-4", !chosen && "invisible")} aria-hidden />
                Pomodoro {r.focus}/{r.rest}: {r.focus} min focus, {r.rest} min break
                {chosen && <span className="sr-only"> (chosen)</span>}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="size-7 rounded-full"
        aria-label="Stop timer"
        disabled={stopping}
        onClick={() => {
          setStopping(true);
          void stopTimer().then((ok) => {
            if (ok) setTimer(null);
            setStopping(false);
          });
        }}
      >
        <Square className="size-3.5" aria-hidden />
      </Button>
    </div>
  );
}
