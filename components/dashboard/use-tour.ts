"use client";

import { useCallback, useEffect, useState } from "react";
import { WELCOME_TEXT } from "@/lib/tasks/welcome";
import { TOUR_DONE_KEY } from "./tour-steps";

/** The tour starts when the only task is the welcome task; once ended it stays off for the session. */
export function useTour(tasks: { description: string }[] | undefined) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!tasks || sessionStorage.getItem(TOUR_DONE_KEY)) return;
    if (tasks.length === 1 && tasks[0]!.description.includes(WELCOME_TEXT)) setOpen(true);
  }, [tasks]);
  const end = useCallback(() => {
    sessionStorage.setItem(TOUR_DONE_KEY, "1");
    setOpen(false);
  }, []);
  return { open, end };
}
