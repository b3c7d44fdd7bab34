"use client";
// The dashboard's "Plan today" button. The dialog's code loads on first use; /?plan=today (the
// phone menu's "Plan today") opens it straight away.
import { lazy, useEffect, useState } from "react";
import { CalendarClock } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { MountWhen } from "@/components/ui/mount-when";
import { PLAN_TODAY_EVENT } from "./plan-today-event";

const load = () => import("./plan-today-dialog");
const PlanTodayDialog = lazy(load);

export function PlanTodayButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (new URLSearchParams(location.search).get("plan") !== "today") return;
    const id = setTimeout(() => {
      // Opened from the phone menu: once, and a reload does not reopen it.
      const url = new URL(location.href);
      url.searchParams.delete("plan");
      history.replaceState(history.state, "", url);
      setOpen(true);
    });
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(PLAN_TODAY_EVENT, show);
    return () => window.removeEventListener(PLAN_TODAY_EVENT, show);
  }, []);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} onPointerEnter={() => void load()} onFocus={() => void load()}>
        <CalendarClock aria-hidden />
        Plan today
      </Button>
      <MountWhen when={open}>
        <PlanTodayDialog open={open} onOpenChange={setOpen} />
      </MountWhen>
    </>
  );
}
