"use client";
// The running focus timer in the header and the tab title (issue 46). The server holds the start
// time, so the clock is right after a reload, in a second tab or on another device; it comes with
// the page (the layout reads it), and is read again when the tab comes back into view and after
// every start or stop (TIMER_CHANGED).
import { useCallback, useEffect, useState } from "react";
import { Clock, Square } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/api/client";
import { elapsedLabel, type RunningTimerDto } from "@/lib/time-entries/shapes";
import { stopTimer } from "./timer-actions";
import { TIMER_CHANGED } from "./timer-event";

const TITLE_PREFIX = /^⏱ [\d:]+ · /;

export default function HeaderTimer({ initial }: { initial: RunningTimerDto | null }) {
  const [timer, setTimer] = useState<RunningTimerDto | null>(initial);
  const [now, setNow] = useState(() => Date.now());
  const [stopping, setStopping] = useState(false);

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

  const elapsed = timer ? elapsedLabel(now - Date.parse(timer.startedAt)) : null;

  // A second's tick while a timer runs; the tab title carries the clock too.
  useEffect(() => {
    if (!timer) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [timer]);
  useEffect(() => {
    const base = document.title.replace(TITLE_PREFIX, "");
    document.title = elapsed ? `⏱ ${elapsed} · ${base}` : base;
  }, [elapsed]);
  useEffect(() => () => void (document.title = document.title.replace(TITLE_PREFIX, "")), []);

  if (!timer || !elapsed) return null;
  return (
    <div
      className="flex shrink-0 items-center gap-1 rounded-full border pl-2 text-sm tabular-nums max-sm:gap-0 max-sm:pl-1.5"
      data-testid="header-timer"
    >
      <Clock className="size-4 max-sm:hidden" aria-hidden />
      <span role="timer" aria-label={`Timer running: ${elapsed}`}>
        {elapsed}
      </span>
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
