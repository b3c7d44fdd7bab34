"use client";
// The dashboard's "Plan today" button. The dialog's code loads on first use; /?plan=today (the
// phone menu's "Plan today") opens it straight away.
import { lazy, useEffect, useState } from "react";
import { CalendarDays } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { MountWhen } from "@/components/ui/mount-when";
import { PLAN_TODAY_EVENT } from "./plan-today-event";

const PlanTodayDialog = lazy(() => import("./plan-today-dialog"));

export function PlanTodayButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(PLAN_TODAY_EVENT, show);
    // Opened from the phone menu on another page (/?plan=today): once; a reload does not reopen it.
    const url = new URL(location.href);
    const fromMenu = url.searchParams.get("plan") === "today";
    const id = setTimeout(() => {
      if (!fromMenu) return;
      url.searchParams.delete("plan");
      history.replaceState(history.state, "", url);
      show();
    });
    return () => {
      clearTimeout(id);
      window.removeEventListener(PLAN_TODAY_EVENT, show);
    };
  }, []);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <CalendarDays aria-hidden />
        Plan today
      </Button>
      <MountWhen when={open}>
        <PlanTodayDialog open={open} onOpenChange={setOpen} />
      </MountWhen>
    </>
  );
}
